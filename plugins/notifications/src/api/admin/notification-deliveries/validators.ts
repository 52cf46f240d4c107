import { z } from "@medusajs/framework/zod"
import { PageQuery } from "@uuc/http"

export const DELIVERY_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "abandoned",
  "cancelled",
] as const

/** `?status=&limit&offset`: the deliveries of one status, or all. */
export const AdminDeliveriesQuery = PageQuery.extend({
  status: z.enum(DELIVERY_STATUSES, { error: "invalid_data" }).optional(),
})
export type AdminDeliveriesQueryType = z.infer<typeof AdminDeliveriesQuery>
