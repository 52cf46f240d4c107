import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import type { GoodsAnswer } from "@uuc/shop/shop-api"
import { merchantIdOf } from "../../../../../lib/merchant-guard"
import { presentGoods, updateGoods } from "../../../../../lib/shop"
import type { MerchantGoodsType } from "../../validators"

/** The merchant's own goods `id`; another merchant's answer as unknown ones (404). */
async function ownGoods(req: AuthenticatedMedusaRequest, merchant_id: string) {
  const [current] = await presentGoods(req.scope, [req.params.id])
  if (!current || current.merchant !== merchant_id)
    throw new AppError(MedusaError.Types.NOT_FOUND, "goods_not_found")
  return current
}

/** GET /store/merchant/goods/:id → `{ goods }` (the merchant's own). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    goods: await ownGoods(req, merchantIdOf(res)),
  } satisfies GoodsAnswer)
}

/**
 * POST /store/merchant/goods/:id: edits the merchant's own goods, which go back
 * to pending listing. Another merchant's goods answer as unknown ones (404).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<MerchantGoodsType>,
  res: MedusaResponse
) {
  const merchant_id = merchantIdOf(res)
  const current = await ownGoods(req, merchant_id)
  const goods = await updateGoods(req.scope, current.id, {
    ...req.validatedBody,
    merchant_id,
    status: "pending_listing",
  })
  res.json({ goods } satisfies GoodsAnswer)
}
