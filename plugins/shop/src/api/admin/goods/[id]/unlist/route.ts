import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { setListing } from "../../../../../lib/goods"

/** POST /admin/goods/:id/unlist → `{ goods }` (pending_listing). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const goods = await setListing(req.scope, req.params.id, "pending_listing")
  res.json({ goods })
}
