import { z } from "@medusajs/framework/zod"
import { ASSETS } from "../../../modules/ledger/lib/accounts"
import { instant, page } from "../../utils/validators"

export const StoreEntriesQuery = z.object({
  asset: z.enum(ASSETS).optional(),
  // one kind, a group the ledger knows (`bonus`), or several kinds by commas (the
  // member's filter groups of data/ledger-kinds.json)
  kind: z
    .string()
    .trim()
    .max(600)
    .regex(/^[a-z][a-z0-9_]*(,[a-z][a-z0-9_]*){0,19}$/)
    .optional(),
  from: instant.optional(),
  to: instant.optional(),
  ...page,
})
export type StoreEntriesQueryType = z.infer<typeof StoreEntriesQuery>
