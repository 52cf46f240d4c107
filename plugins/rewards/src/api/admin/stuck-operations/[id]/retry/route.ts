import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { retryStuck } from "#rewards/activation/retry"
import type { StuckRetryAnswer } from "#rewards/api/answers"

/**
 * POST /admin/stuck-operations/:id/retry `{ secondary_password }`: runs a
 * quarantined operation's completion once more, audited as
 * `stuck_operation.retry` in the transaction that completes it or records its
 * new failure. `done: false` with the new error when it failed again (it stays
 * quarantined).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staff = req.auth_context?.actor_id
  if (!staff) throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  res.json({
    retry: await retryStuck(req.scope, req.params.id, staff),
  } satisfies StuckRetryAnswer)
}
