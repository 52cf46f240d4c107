import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { ActivateCardInput } from "../activation/activate-card"
import { activationCompleteStep } from "./steps/activation-complete"
import { activationLockedStep } from "./steps/activation-locked"
import { activationReplayStep } from "./steps/activation-replay"

/**
 * A card activation or upgrade (or a loan's card on credit): `{ result, replayed }`.
 * Replay, then the locked phases, then the durable commit and event
 * (activation/activate-card.ts; the plugin's README has the sequence).
 */
export const activateCardWorkflow = createWorkflow(
  "rewards-activate-card",
  (input: ActivateCardInput) => {
    const replay = activationReplayStep(input)
    const done = activationLockedStep({ input, replay })
    return new WorkflowResponse(activationCompleteStep(done))
  }
)
