import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { idempotencyOf, memberIdOf } from "@uuc/http"
import { activateCard } from "#rewards/activation/activate"
import type { ActivationAnswer } from "#rewards/activation/answer"
import type { StoreActivateType } from "../validators"

/**
 * POST /store/cards/activate `{ card }`: buys a card (or upgrades standard to gold)
 * from the member's USDT. With an `Idempotency-Key`, a retry answers the first
 * activation again (`Idempotent-Replayed: true`); another body under it is 409.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreActivateType>,
  res: MedusaResponse
) {
  const member_id = memberIdOf(req)
  const answer = await activateCard(req.scope, {
    member_id,
    card: req.validatedBody.card,
    idempotency: idempotencyOf(req, `member:${member_id}`),
  })
  const { result, replayed } = answer
  if (replayed) res.setHeader("Idempotent-Replayed", "true")
  res.status(201).json(result satisfies ActivationAnswer)
}
