import { z } from "@medusajs/framework/zod"
import { PageQuery } from "../../utils/validators"

export const AdminBonusRecordsQuery = PageQuery.extend({
  member: z.string({ error: "invalid_data" }).max(200).optional(),
  type: z
    .enum(["referral", "layer", "team", "community", "daily_top"], {
      error: "invalid_data",
    })
    .optional(),
  status: z
    .enum(
      [
        "settled",
        "pending_settlement",
        "pending_elimination",
        "eliminated",
        "clawed_back",
      ],
      {
        error: "invalid_data",
      }
    )
    .optional(),
  activation_id: z.string({ error: "invalid_data" }).max(200).optional(),
  from: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
  to: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
})
export type AdminBonusRecordsQueryType = z.infer<typeof AdminBonusRecordsQuery>
