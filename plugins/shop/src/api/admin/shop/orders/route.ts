import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { listOrders, type ShopOrderView } from "../../../../lib/orders"
import { merchantNames } from "../../../../lib/merchant-names"
import type { AdminOrdersAnswer } from "../../../../lib/order-view"
import type { OrdersQueryType } from "../../../utils/validators"

/** Each merchant's name for staff: the username of the member behind the account. */
async function withMerchantNames(
  container: MedusaContainer,
  orders: ShopOrderView[]
) {
  const names = await merchantNames(
    container,
    orders.map((o) => o.merchant)
  )
  return orders.map((o) => ({
    ...o,
    merchant_username: o.merchant ? (names.get(o.merchant) ?? null) : null,
  }))
}

/**
 * GET /admin/shop/orders `?status=&merchant=&limit=&offset=` → all orders, newest
 * first, with each merchant's username and settlement.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, OrdersQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as OrdersQueryType
  const { orders, count } = await listOrders(req.scope, q)
  res.json({
    orders: await withMerchantNames(req.scope, orders),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminOrdersAnswer)
}
