import { z } from "@medusajs/framework/zod"
import { amount } from "../../utils/validators"

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
