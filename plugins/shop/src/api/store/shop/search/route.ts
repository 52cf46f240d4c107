import type {
  MedusaResponse,
  MedusaStoreRequest,
} from "@medusajs/framework/http"
import { searchGoods } from "../../../../lib/search-text"
import type { ShopSearchAnswer } from "../../../answers"
import type { StoreShopSearchQueryType } from "./validators"

/**
 * GET /store/shop/search `?q=&category_id=&order=-created_at|title&limit=&offset=`
 * → `{ product_ids, count, limit, offset }`: one page of the listed goods (newest
 * first or by title, in the category when one is given) whose title or
 * description in any of the members' languages, or a spec name, holds every word
 * of `q` ("café", "耳机"; case and accents aside). The client then reads those
 * goods from Medusa's `/store/products?id[]=…` as usual.
 */
export async function GET(
  req: MedusaStoreRequest<unknown, StoreShopSearchQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as StoreShopSearchQueryType
  const page = await searchGoods(req.scope, {
    q: q.q,
    category_id: q.category_id ?? null,
    by_title: q.order === "title",
    sales_channel_ids: req.publishable_key_context?.sales_channel_ids ?? [],
    limit: q.limit,
    offset: q.offset,
  })
  res.json({
    ...page,
    limit: q.limit,
    offset: q.offset,
  } satisfies ShopSearchAnswer)
}
