import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { presentGoods, updateGoods } from "../../../../lib/goods"
import { staffIdOf } from "../../../actors"
import type { GoodsAnswer } from "../../../answers"
import type { AdminGoodsType } from "../validators"

/** GET /admin/goods/:id → `{ goods }`. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const [goods] = await presentGoods(req.scope, [req.params.id])
  if (!goods) throw new AppError(MedusaError.Types.NOT_FOUND, "goods_not_found")
  res.json({ goods } satisfies GoodsAnswer)
}

/** POST /admin/goods/:id: the whole goods (specs without id are added, unnamed ones removed). */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminGoodsType>,
  res: MedusaResponse
) {
  const goods = await updateGoods(req.scope, req.params.id, req.validatedBody, {
    staff_id: staffIdOf(req),
  })
  res.json({ goods } satisfies GoodsAnswer)
}
