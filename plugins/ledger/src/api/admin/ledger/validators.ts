import { z } from "@medusajs/framework/zod"
import { ASSETS } from "../../../modules/ledger/lib/accounts"
import { instant, page } from "../../utils/validators"

export const AdminPostingsQuery = z.object({
  member: z.string().trim().min(1).max(64).optional(),
  account: z.string().trim().min(1).max(200).optional(),
  asset: z.enum(ASSETS).optional(),
  kind: z.string().trim().min(1).max(60).optional(),
  from: instant.optional(),
  to: instant.optional(),
  members_only: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  ...page,
})
export type AdminPostingsQueryType = z.infer<typeof AdminPostingsQuery>
