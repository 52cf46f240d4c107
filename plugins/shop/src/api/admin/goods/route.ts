import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { createGoods, listGoods } from "../../../lib/goods"
import { staffIdOf } from "../../actors"
import type { AdminGoodsQueryType, AdminGoodsType } from "./validators"

/** GET /admin/goods `?status=&merchant=&q=&limit=&offset=` → `{ goods, count, limit, offset }`. */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminGoodsQueryType>,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminGoodsQueryType
  const { goods, count } = await listGoods(req.scope, q)
  res.json({ goods, count, limit: q.limit, offset: q.offset })
}

/** POST /admin/goods: goods (api.md), listed unless `status` says otherwise → `{ goods }`. */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminGoodsType>,
  res: MedusaResponse
) {
  const goods = await createGoods(req.scope, req.validatedBody, {
    staff_id: staffIdOf(req),
  })
  res.status(201).json({ goods })
}
