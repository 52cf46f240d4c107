import { z } from "@medusajs/framework/zod"
import { Spec } from "@uuc/shop/shop-api"

const count = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(0, { error: "invalid_data" })
    .max(max, { error: "invalid_data" })
    .default(fallback)

export const PageQuery = z.object({
  limit: count(100, 20).refine((n) => n >= 1, { error: "invalid_data" }),
  offset: count(1_000_000, 0),
})

export const StoreApply = z.object({
  description: z
    .string({ error: "description_required" })
    .trim()
    .min(1, { error: "description_required" })
    .max(2000, { error: "invalid_data" }),
})
export type StoreApplyType = z.infer<typeof StoreApply>

export const AdminApplicationsQuery = PageQuery.extend({
  status: z
    .enum(["pending", "passed", "rejected"], { error: "invalid_data" })
    .optional(),
  member: z.string({ error: "invalid_data" }).trim().max(200).optional(),
})
export type AdminApplicationsQueryType = z.infer<typeof AdminApplicationsQuery>

const secondaryPassword = z
  .string({ error: "secondary_password_required" })
  .min(1, { error: "secondary_password_required" })
  .max(200, { error: "invalid_data" })

export const AdminApprove = z.object({
  secondary_password: secondaryPassword,
  reason: z.string({ error: "invalid_data" }).trim().max(500).optional(),
})
export type AdminApproveType = z.infer<typeof AdminApprove>

export const AdminReject = z.object({
  secondary_password: secondaryPassword,
  reason: z
    .string({ error: "reason_required" })
    .trim()
    .min(1, { error: "reason_required" })
    .max(500, { error: "invalid_data" }),
})
export type AdminRejectType = z.infer<typeof AdminReject>

/**
 * A merchant's goods: the shop's goods body without `merchant_id` and `status`
 * (the merchant is the caller; new or edited goods always wait for listing).
 */
export const MerchantGoods = z
  .object({
    title: z.string().trim().min(1, "required").max(300, "too_long"),
    description: z.string().max(20000, "too_long").nullish(),
    category: z.string().trim().min(1).nullish(),
    images: z.array(z.string().trim().min(1).max(2000)).max(20).optional(),
    video: z.string().trim().min(1).max(2000).nullish(),
    points_discount: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,12}(\.\d{1,8})?$/.test(v), {
        message: "invalid_amount",
      })
      .default("0"),
    specs: z.array(Spec).min(1, "specs_required").max(100),
  })
  .strict()
  .refine((g) => new Set(g.specs.map((s) => s.name)).size === g.specs.length, {
    message: "spec_name_duplicate",
    path: ["specs"],
  })
export type MerchantGoodsType = z.infer<typeof MerchantGoods>

export const MerchantGoodsQuery = PageQuery.extend({
  status: z
    .enum(["listed", "pending_listing"], { error: "invalid_data" })
    .optional(),
  q: z.string({ error: "invalid_data" }).max(200).optional(),
})
export type MerchantGoodsQueryType = z.infer<typeof MerchantGoodsQuery>

export const MerchantOrdersQuery = PageQuery.extend({
  status: z
    .enum(["pending_shipment", "shipped", "received", "cancelled"], {
      error: "invalid_data",
    })
    .optional(),
})
export type MerchantOrdersQueryType = z.infer<typeof MerchantOrdersQuery>

export const MerchantShip = z.object({
  courier_name: z.string().trim().min(1, "required").max(100, "too_long"),
  courier_number: z.string().trim().min(1, "required").max(100, "too_long"),
})
export type MerchantShipType = z.infer<typeof MerchantShip>
