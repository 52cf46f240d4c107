import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { retryStuck } from "../../../../../lib/activation/retry"

/**
 * POST /admin/stuck-operations/:id/retry `{ secondary_password }`: runs a
 * quarantined operation's completion once more (audited as
 * `stuck_operation.retry` by the /admin middleware). `done: false` with the new
 * error when it failed again (it stays quarantined).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({ retry: await retryStuck(req.scope, req.params.id) })
}
