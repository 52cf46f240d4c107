import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  findReplay,
  type ActivateCardInput,
} from "../../activation/activate-card"

/**
 * An earlier request with the same Idempotency-Key: the id of its completed
 * activation (replayed without the lock), or null; 409 for another body. Reads
 * only: nothing to compensate.
 */
export const activationReplayStep = createStep(
  "rewards-activation-replay",
  async (input: ActivateCardInput, { container }) =>
    new StepResponse(await findReplay(container, input))
)
