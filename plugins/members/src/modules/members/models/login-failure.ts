import { model } from "@medusajs/framework/utils"

/**
 * A failed login, per username and per IP address. Counted in the database so that
 * every server process sees the same lockout.
 */
export const LoginFailure = model
  .define("login_failure", {
    id: model.id({ prefix: "lgf" }).primaryKey(),
    key: model.text(),
  })
  .indexes([{ on: ["key", "created_at"] }])
