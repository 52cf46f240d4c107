import { z } from "@medusajs/framework/zod"
import { AdminBonusRecordsQuery } from "../../admin/bonus-records/validators"
import { PageQuery } from "../../utils/validators"

/** The staff's filters of bonus records, less whose and when. */
export const StoreBonusRecordsQuery = PageQuery.extend({
  type: AdminBonusRecordsQuery.shape.type,
  status: AdminBonusRecordsQuery.shape.status,
  activation_id: AdminBonusRecordsQuery.shape.activation_id,
})
export type StoreBonusRecordsQueryType = z.infer<typeof StoreBonusRecordsQuery>
