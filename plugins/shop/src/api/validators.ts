import { z } from "@medusajs/framework/zod"
import Decimal from "decimal.js"

// Issue messages are error codes: @uuc/errors turns them into { code, message, field }.

/** A non-negative decimal string with at most 8 places (amounts travel as strings). */
const amount = (code = "invalid_amount") =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,12}(\.\d{1,8})?$/.test(v), { message: code })

const positive = (code = "invalid_amount") =>
  amount(code).refine((v) => new Decimal(v).gt(0), { message: code })

const optionalAmount = () =>
  z
    .union([positive(), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === "" || v === undefined ? null : v))

const url = z.string().trim().min(1).max(2000)

export const Spec = z.object({
  id: z.string().min(1).optional(),
  name: z.string().trim().min(1, "required").max(200, "too_long"),
  price: positive(),
  member_price: optionalAmount(),
  uuc_price: optionalAmount(),
})

export const AdminGoods = z
  .object({
    title: z.string().trim().min(1, "required").max(300, "too_long"),
    description: z.string().max(20000, "too_long").nullish(),
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

export const Empty = z.object({}).passthrough()

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

export const Ship = z.object({
  courier_name: z.string().trim().min(1, "required").max(100, "too_long"),
  courier_number: z.string().trim().min(1, "required").max(100, "too_long"),
})
export type ShipType = z.infer<typeof Ship>

export const AdminCancel = z.object({
  reason: z.string().trim().min(1, "required").max(500, "too_long"),
  secondary_password: z.string().min(1, "required"),
})
export type AdminCancelType = z.infer<typeof AdminCancel>

export const StorePoints = z.object({
  points: amount("invalid_points"),
})
export type StorePointsType = z.infer<typeof StorePoints>

export const StoreCheckout = z.object({
  secondary_password: z.string().min(1, "required"),
})
export type StoreCheckoutType = z.infer<typeof StoreCheckout>

/**
 * GET /store/shop/products: listed goods by the price the shopper pays, across
 * pages (`order` price = cheapest first, -price = dearest first), within an
 * optional price range, category and search.
 */
export const StoreGoodsByPriceQuery = z.object({
  order: z.enum(["price", "-price"]).default("price"),
  min_price: amount().optional(),
  max_price: amount().optional(),
  category_id: z.string().min(1).max(100).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreGoodsByPriceQueryType = z.infer<typeof StoreGoodsByPriceQuery>

/** A spec of a UUC cart: the variant and how many (1 to 999). */
export const UucItem = z.object({
  variant_id: z.string().trim().min(1, "required").max(100),
  quantity: z.coerce
    .number()
    .int("invalid_quantity")
    .min(1, "invalid_quantity")
    .max(999, "invalid_quantity")
    .default(1),
})
export type UucItemType = z.infer<typeof UucItem>

/** A new UUC cart, optionally with its first spec. */
export const UucCart = z.object({
  variant_id: z.string().trim().min(1).max(100).optional(),
  quantity: z.coerce
    .number()
    .int("invalid_quantity")
    .min(1, "invalid_quantity")
    .max(999, "invalid_quantity")
    .default(1),
})
export type UucCartType = z.infer<typeof UucCart>

/** A UUC cart line's new quantity (0 removes it). */
export const UucQuantity = z.object({
  quantity: z.coerce
    .number()
    .int("invalid_quantity")
    .min(0, "invalid_quantity")
    .max(999, "invalid_quantity"),
})
export type UucQuantityType = z.infer<typeof UucQuantity>

const addressText = z.string().trim().max(300).optional()

/** A UUC cart's delivery address (the country one of the shop region's). */
export const UucAddressBody = z.object({
  shipping_address: z.object({
    first_name: addressText,
    last_name: addressText,
    phone: addressText,
    company: addressText,
    address_1: addressText,
    address_2: addressText,
    city: addressText,
    province: addressText,
    postal_code: addressText,
    country_code: z.string().trim().min(2, "required").max(2),
  }),
})
export type UucAddressBodyType = z.infer<typeof UucAddressBody>
