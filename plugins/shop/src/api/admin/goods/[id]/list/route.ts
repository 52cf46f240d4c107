import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setListing } from "../../../../../lib/goods"

/** POST /admin/goods/:id/list → `{ goods }` (listed). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const goods = await setListing(req.scope, req.params.id, "listed")
  res.json({ goods })
}
