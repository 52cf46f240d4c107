import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { listOrders } from "../../../../lib/orders"
import { memberIdOf } from "../../../actors"
import type { OrdersQueryType } from "../../../validators"

/** GET /store/shop/orders `?status=&limit=&offset=` → the member's own orders, newest first. */
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
  res.json({ orders, count, limit: q.limit, offset: q.offset })
}
