import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { completeLocked, type Locked } from "../../activation/activate-card"

/**
 * With the lock released: one durable commit (it flushes what the locked step
 * committed without waiting for the disk), the `card.activated` event, and the
 * member's answer `{ result, replayed }`. Keyed, so nothing to compensate.
 */
export const activationCompleteStep = createStep(
  "rewards-activation-complete",
  async (done: Locked, { container }) =>
    new StepResponse(await completeLocked(container, done))
)
