import { z } from "@medusajs/framework/zod"
import { ASSETS } from "../../../modules/ledger/lib/accounts"
import { instant, page } from "../../utils/validators"

export const StoreEntriesQuery = z.object({
  asset: z.enum(ASSETS).optional(),
  kind: z.string().trim().min(1).max(60).optional(),
  from: instant.optional(),
  to: instant.optional(),
  ...page,
})
export type StoreEntriesQueryType = z.infer<typeof StoreEntriesQuery>
