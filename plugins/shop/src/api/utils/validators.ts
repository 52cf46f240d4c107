import { z } from "@medusajs/framework/zod"
import Decimal from "decimal.js"

// The validation helpers several resources share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`.
// Issue messages are error codes: @uuc/errors turns them into { code, message, field }.

/** A non-negative decimal string with at most 8 places (amounts travel as strings). */
export const amount = (code = "invalid_amount") =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,8})?$/.test(v), { message: code })

export const positive = (code = "invalid_amount") =>
  amount(code).refine((v) => new Decimal(v).gt(0), { message: code })

export const optionalAmount = () =>
  z
    .union([positive(), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v))

/** Orders of the shop, for staff (all) and for a member (their own). */
export const OrdersQuery = z.object({
  status: z
    .enum(["pending_shipment", "shipped", "received", "cancelled"])
    .optional(),
  merchant: z.string().min(1).optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type OrdersQueryType = z.infer<typeof OrdersQuery>
