import { model } from "@medusajs/framework/utils"

/**
 * A notice to members. `translations` holds `{ [locale]: { title, body } }` for
 * en-US, pt-BR and zh-CN; `search_text` is every title, lower-cased, so staff can
 * search in any language with one indexed LIKE.
 */
export const Notice = model
  .define("notice", {
    id: model.id({ prefix: "ntc" }).primaryKey(),
    translations: model.json(),
    search_text: model.text().default(""),
    published: model.boolean().default(false),
    published_at: model.dateTime().nullable(),
    pinned: model.boolean().default(false),
    created_by: model.text().nullable(),
    seed_key: model.text().nullable(),
  })
  .indexes([
    { on: ["seed_key"], unique: true, where: "seed_key IS NOT NULL" },
    { on: ["published", "pinned", "published_at"] },
  ])
