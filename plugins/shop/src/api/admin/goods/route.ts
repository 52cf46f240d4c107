import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { createGoods, listGoods } from "../../../lib/goods"
import { merchantNames } from "../../../lib/merchant-names"
import type { AdminGoodsAnswer, GoodsAnswer } from "../../answers"
import { staffIdOf } from "../../actors"
import type { AdminGoodsQueryType, AdminGoodsType } from "./validators"

/**
 * GET /admin/goods `?status=&merchant=&q=&limit=&offset=` → `{ goods, count, limit,
 * offset }`, each goods with its merchant's username (`merchant_username`, null
 * for the platform's own) for staff, who know merchants by name, not by id.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminGoodsQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminGoodsQueryType
  const { goods, count } = await listGoods(req.scope, q)
  const names = await merchantNames(
    req.scope,
    goods.map((g) => g.merchant)
  )
  res.json({
    goods: goods.map((g) => ({
      ...g,
      merchant_username: g.merchant ? (names.get(g.merchant) ?? null) : null,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies AdminGoodsAnswer)
}

/** POST /admin/goods: goods (api.md), listed unless `status` says otherwise → `{ goods }`. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminGoodsType>,
  res: MedusaResponse
) {
  const goods = await createGoods(req.scope, req.validatedBody, {
    staff_id: staffIdOf(req),
  })
  res.status(201).json({ goods } satisfies GoodsAnswer)
}
