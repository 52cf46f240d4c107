import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { goodsByPrice } from "../../../../lib/goods-by-price"
import type { GoodsByPriceAnswer } from "../../../answers"
import type { StoreGoodsByPriceQueryType } from "../validators"

/**
 * GET /store/shop/products `?order=price|-price&min_price=&max_price=&category_id=&q=&limit=&offset=`
 * → `{ product_ids, count, limit, offset }`: one page of listed goods ordered by the
 * price this shopper pays (a card holder's member price, a guest's base price:
 * the lowest of the goods' specifications), correct across pages. The client then
 * reads those goods from Medusa's `/store/products?id[]=…` as usual.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, StoreGoodsByPriceQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as StoreGoodsByPriceQueryType
  const customerId =
    req.auth_context?.actor_type === "customer"
      ? req.auth_context.actor_id
      : null
  const page = await goodsByPrice(req.scope, {
    customer_id: customerId || null,
    descending: q.order === "-price",
    min: q.min_price ?? null,
    max: q.max_price ?? null,
    category_id: q.category_id ?? null,
    q: q.q || null,
    limit: q.limit,
    offset: q.offset,
  })
  res.json({
    ...page,
    limit: q.limit,
    offset: q.offset,
  } satisfies GoodsByPriceAnswer)
}
