import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { merchantIdOf } from "../../../../lib/merchant-guard"
import { listOrders } from "../../../../lib/shop"
import type { MerchantOrdersQueryType } from "../validators"

/** GET /store/merchant/orders `?status=`: orders of the merchant's goods only, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as MerchantOrdersQueryType
  const { orders, count } = await listOrders(req.scope, {
    ...q,
    merchant: merchantIdOf(res),
  })
  res.json({ orders, count, limit: q.limit, offset: q.offset })
}
