import { z } from "@medusajs/framework/zod"
import {
  BONUS_RECORD_STATUSES,
  BONUS_RECORD_TYPES,
} from "../../../modules/rewards/lib/types"
import { PageQuery } from "../../utils/validators"

export const AdminBonusRecordsQuery = PageQuery.extend({
  member: z.string({ error: "invalid_data" }).max(200).optional(),
  type: z.enum(BONUS_RECORD_TYPES, { error: "invalid_data" }).optional(),
  status: z.enum(BONUS_RECORD_STATUSES, { error: "invalid_data" }).optional(),
  activation_id: z.string({ error: "invalid_data" }).max(200).optional(),
  from: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
  to: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
})
export type AdminBonusRecordsQueryType = z.infer<typeof AdminBonusRecordsQuery>
