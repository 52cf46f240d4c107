import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { merchantNames } from "../../../../lib/merchant-names"
import { listOrders } from "../../../../lib/orders"
import type { StoreOrdersAnswer } from "../../../../lib/order-view"
import { memberIdOf } from "../../../actors"
import type { OrdersQueryType } from "../../../utils/validators"

/**
 * GET /store/shop/orders `?status=&limit=&offset=` → the member's own orders,
 * newest first, each with its merchant's name (`merchant_name`, null for the
 * platform's own goods) beside the merchant's id.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, OrdersQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as OrdersQueryType
  const { orders, count } = await listOrders(req.scope, {
    member_id: memberIdOf(req),
    status: q.status,
    limit: q.limit,
    offset: q.offset,
  })
  const names = await merchantNames(
    req.scope,
    orders.map((o) => o.merchant)
  )
  res.json({
    orders: orders.map((o) => ({
      ...o,
      merchant_name: o.merchant ? (names.get(o.merchant) ?? null) : null,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies StoreOrdersAnswer)
}
