import { model } from "@medusajs/framework/utils"

/**
 * A platform receiving address on a chain. Setting a new one retires the previous
 * (retired_at), so the history of every address ever shown to members is kept
 * (`/app/uucaddr-record`).
 */
export const ChainAddress = model
  .define("ledger_chain_address", {
    id: model.id({ prefix: "lcad" }).primaryKey(),
    chain: model.enum(["BEP20", "POLYGON"]),
    address: model.text(),
    created_by: model.text().nullable(),
    retired_at: model.dateTime().nullable(),
  })
  .indexes([
    {
      on: ["chain"],
      unique: true,
      where: "retired_at IS NULL AND deleted_at IS NULL",
    },
  ])
