import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { listOrders, type ShopOrderView } from "../../../../lib/orders"
import { merchantNames } from "../../../../lib/merchant-names"
import { membersOf } from "../../../../lib/ports"
import type { AdminOrdersAnswer } from "../../../../lib/order-view"
import type { OrdersQueryType } from "../../../utils/validators"

/**
 * Names for staff, read side by side: each merchant's (the username of the
 * member behind the account) and each buyer's username.
 */
async function withNames(container: MedusaContainer, orders: ShopOrderView[]) {
  const buyerIds = [...new Set(orders.map((o) => o.member_id))]
  const [names, buyers] = await Promise.all([
    merchantNames(
      container,
      orders.map((o) => o.merchant)
    ),
    buyerIds.length
      ? membersOf(container).listMembers(
          { id: buyerIds },
          { select: ["id", "username"] }
        )
      : Promise.resolve([]),
  ])
  const buyer = new Map(buyers.map((m) => [m.id, m.username]))
  return orders.map((o) => ({
    ...o,
    merchant_username: o.merchant ? (names.get(o.merchant) ?? null) : null,
    buyer_username: buyer.get(o.member_id) ?? null,
  }))
}

/**
 * GET /admin/shop/orders `?status=&merchant=&limit=&offset=` → all orders, newest
 * first, with each merchant's and buyer's username and the settlement.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, OrdersQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as OrdersQueryType
  const { orders, count } = await listOrders(req.scope, q)
  res.json({
    orders: await withNames(req.scope, orders),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminOrdersAnswer)
}
