import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { listOrders, type ShopOrderView } from "../../../../lib/orders"
import type { OrdersQueryType } from "../../../utils/validators"

type MerchantsPort = {
  listMerchants(
    filters: { id: string[] },
    config: { select: string[] }
  ): Promise<{ id: string; member_id: string }[]>
}
type MembersPort = {
  listMembers(
    filters: { id: string[] },
    config: { select: string[] }
  ): Promise<{ id: string; username: string }[]>
}

/** Each merchant's name for staff: the username of the member behind the account. */
async function withMerchantNames(
  container: MedusaContainer,
  orders: ShopOrderView[]
) {
  const ids = [
    ...new Set(orders.flatMap((o) => (o.merchant ? [o.merchant] : []))),
  ]
  if (!ids.length || !container.hasRegistration("merchants"))
    return orders.map((o) => ({ ...o, merchant_username: null }))
  const accounts = await container
    .resolve<MerchantsPort>("merchants")
    .listMerchants({ id: ids }, { select: ["id", "member_id"] })
  const members = await container
    .resolve<MembersPort>("members")
    .listMembers(
      { id: accounts.map((a) => a.member_id) },
      { select: ["id", "username"] }
    )
  const username = new Map(members.map((m) => [m.id, m.username]))
  const byAccount = new Map(
    accounts.map((a) => [a.id, username.get(a.member_id) ?? null])
  )
  return orders.map((o) => ({
    ...o,
    merchant_username: o.merchant ? (byAccount.get(o.merchant) ?? null) : null,
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
  })
}
