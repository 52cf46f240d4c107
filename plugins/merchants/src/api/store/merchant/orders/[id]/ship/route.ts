import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import type { OrderAnswer } from "@uuc/shop/shop-api"
import { merchantIdOf } from "../../../../../../lib/merchant-guard"
import { getOrder, shipOrder } from "../../../../../../lib/shop"
import type { MerchantShipType } from "../../../validators"

/**
 * POST /store/merchant/orders/:id/ship `{ courier_name, courier_number }`: ships
 * an order of the merchant's goods. Another merchant's order answers as an
 * unknown one (404) and is not touched.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<MerchantShipType>,
  res: MedusaResponse
) {
  const merchant_id = merchantIdOf(res)
  const notFound = new AppError(
    MedusaError.Types.NOT_FOUND,
    "shop_order_not_found"
  )
  const current = await getOrder(req.scope, req.params.id).catch(() => null)
  if (!current || current.merchant !== merchant_id) throw notFound
  const order = await shipOrder(
    req.scope,
    current.id,
    req.validatedBody,
    req.auth_context?.actor_id
  )
  res.json({ order } satisfies OrderAnswer)
}
