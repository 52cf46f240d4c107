import { model } from "@medusajs/framework/utils"

/** An image captcha's answer (hashed), single use, short-lived; kept in the database
 *  so that any server process can check it. */
export const Captcha = model.define("captcha", {
  id: model.id({ prefix: "cap" }).primaryKey(),
  answer_hash: model.text(),
  expires_at: model.dateTime(),
  used_at: model.dateTime().nullable(),
})
