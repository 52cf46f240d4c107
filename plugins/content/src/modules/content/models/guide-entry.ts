import { model } from "@medusajs/framework/utils"

/** One question of the user guide; `translations` is `{ [locale]: { question, answer } }`. */
export const GuideEntry = model
  .define("guide_entry", {
    id: model.id({ prefix: "gde" }).primaryKey(),
    key: model.text().unique(),
    position: model.number(),
    translations: model.json(),
  })
  .indexes([{ on: ["position"] }])
