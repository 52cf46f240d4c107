import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setListing } from "../../../../../lib/goods"
import { staffIdOf } from "../../../../actors"
import type { GoodsAnswer } from "../../../../answers"

/** POST /admin/goods/:id/list → `{ goods }` (listed). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const goods = await setListing(req.scope, req.params.id, "listed", {
    staff_id: staffIdOf(req),
  })
  res.json({ goods } satisfies GoodsAnswer)
}
