import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { GoodsAnswer, GoodsView } from "@uuc/shop/shop-api"
import { merchantIdOf } from "../../../../lib/merchant-guard"
import { createGoods, listGoods } from "../../../../lib/shop"
import { merchantRows } from "../../../utils/merchant-rows"
import type { MerchantGoodsQueryType, MerchantGoodsType } from "../validators"

/** GET /store/merchant/goods `?status=&q=`: the merchant's own goods with their listing state. */
export const GET = merchantRows<"goods", MerchantGoodsQueryType, GoodsView>(
  "goods",
  listGoods
)

/** POST /store/merchant/goods: new goods of the merchant, pending listing by staff. */
export async function POST(
  req: AuthenticatedMedusaRequest<MerchantGoodsType>,
  res: MedusaResponse
) {
  const goods = await createGoods(req.scope, {
    ...req.validatedBody,
    merchant_id: merchantIdOf(res),
    status: "pending_listing",
  })
  res.status(201).json({ goods } satisfies GoodsAnswer)
}
