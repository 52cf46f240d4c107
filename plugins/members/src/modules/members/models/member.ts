import { model } from "@medusajs/framework/utils"

/**
 * A member's profile; the Medusa customer (orders, addresses) is linked by
 * customer_id. Secrets are argon2id hashes, never the values; older scrypt hashes
 * still verify and are re-hashed to argon2id at their next successful use
 * (lib/secrets.ts).
 */
export const Member = model
  .define("member", {
    id: model.id({ prefix: "mem" }).primaryKey(),
    username: model.text(),
    nickname: model.text().nullable(),
    phone: model.text().nullable(),
    sponsor_id: model.text().nullable(),
    customer_id: model.text(),
    password_hash: model.text(),
    secondary_password_hash: model.text(),
    security_question: model.text(),
    security_answer_hash: model.text(),
    wallet_address: model.text().nullable(),
    /** When the member proved the wallet with its key (null: not proven). */
    wallet_verified_at: model.dateTime().nullable(),
    /** When the wallet address last changed (withdrawals wait after a change). */
    wallet_changed_at: model.dateTime().nullable(),
    avatar_url: model.text().nullable(),
    status: model.enum(["normal", "frozen"]).default("normal"),
    password_changed_at: model.dateTime(),
  })
  .indexes([
    { on: ["username"], unique: true },
    { on: ["customer_id"], unique: true },
    { on: ["sponsor_id"] },
  ])
