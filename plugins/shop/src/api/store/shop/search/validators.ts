import { z } from "@medusajs/framework/zod"

/**
 * GET /store/shop/search: goods whose title or description in any language (or
 * a spec name) holds every word of `q`, case and accents aside; optionally in
 * one category.
 */
export const StoreShopSearchQuery = z.object({
  q: z.string().trim().min(1, "required").max(200),
  category_id: z.string().min(1).max(100).optional(),
  /** Newest first (the default), or by the English title. */
  order: z.enum(["-created_at", "title"]).default("-created_at"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
})
export type StoreShopSearchQueryType = z.infer<typeof StoreShopSearchQuery>
