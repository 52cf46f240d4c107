import { z } from "@medusajs/framework/zod"
import { GoodsTranslations, Spec } from "@uuc/shop/shop-api"
import { PageQuery } from "@uuc/http"

/**
 * A merchant's goods: the shop's goods body without `merchant_id` and `status`
 * (the merchant is the caller; new or edited goods always wait for listing).
 */
export const MerchantGoods = z
  .object({
    title: z.string().trim().min(1, "required").max(300, "too_long"),
    description: z.string().max(20000, "too_long").nullish(),
    translations: GoodsTranslations.optional(),
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
