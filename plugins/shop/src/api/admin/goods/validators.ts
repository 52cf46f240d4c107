import { z } from "@medusajs/framework/zod"
import { amount, optionalAmount, positive } from "../../utils/validators"

const url = z.string().trim().min(1).max(2000)

const specName = z.string().trim().max(200, "too_long").nullish()

/**
 * The goods' title and description in the members' other languages (English is
 * `title` / `description`); each optional, an empty one removed.
 */
const Texts = z.object({
  title: z.string().trim().max(300, "too_long").nullish(),
  description: z.string().max(20000, "too_long").nullish(),
})
export const GoodsTranslations = z.object({
  "pt-BR": Texts.nullish(),
  "zh-CN": Texts.nullish(),
})

export const Spec = z.object({
  id: z.string().min(1).optional(),
  name: z.string().trim().min(1, "required").max(200, "too_long"),
  /** The spec's name in the other languages ("Preto", "黑色"). */
  names: z.object({ "pt-BR": specName, "zh-CN": specName }).optional(),
  price: positive(),
  member_price: optionalAmount(),
  uuc_price: optionalAmount(),
})

export const AdminGoods = z
  .object({
    title: z.string().trim().min(1, "required").max(300, "too_long"),
    description: z.string().max(20000, "too_long").nullish(),
    translations: GoodsTranslations.optional(),
    category: z.string().trim().min(1).nullish(),
    images: z.array(url).max(20).optional(),
    video: url.nullish(),
    points_discount: amount().default("0"),
    specs: z.array(Spec).min(1, "specs_required").max(100),
    merchant_id: z.string().min(1).nullish(),
    status: z.enum(["listed", "pending_listing"]).optional(),
  })
  .refine((g) => new Set(g.specs.map((s) => s.name)).size === g.specs.length, {
    message: "spec_name_duplicate",
    path: ["specs"],
  })
export type AdminGoodsType = z.infer<typeof AdminGoods>

export const AdminGoodsQuery = z.object({
  status: z.enum(["listed", "pending_listing"]).optional(),
  merchant: z.string().min(1).optional(),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type AdminGoodsQueryType = z.infer<typeof AdminGoodsQuery>
