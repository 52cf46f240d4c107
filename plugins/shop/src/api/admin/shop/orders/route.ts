import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { listOrders } from "../../../../lib/orders"
import type { OrdersQueryType } from "../../../validators"

/** GET /admin/shop/orders `?status=&merchant=&limit=&offset=` → all orders, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, OrdersQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as OrdersQueryType
  const { orders, count } = await listOrders(req.scope, q)
  res.json({ orders, count, limit: q.limit, offset: q.offset })
}
