import { model } from "@medusajs/framework/utils"

/**
 * One question of the user guide; `translations` is `{ [locale]: { question, answer } }`.
 * `position` is unique so the guide's order is never ambiguous.
 */
export const GuideEntry = model.define("guide_entry", {
  id: model.id({ prefix: "gde" }).primaryKey(),
  key: model.text().unique(),
  position: model.number().unique(),
  translations: model.json(),
})
