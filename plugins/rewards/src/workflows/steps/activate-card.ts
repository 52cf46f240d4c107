import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import {
  activateCard,
  type ActivateCardInput,
} from "../../activation/activate-card"

/**
 * One activation under the activation lock (activation/activate-card.ts). No
 * compensation: its ledger entry is the commit point — before it nothing is
 * written to stay, after it the keyed side effects are completed (by this step or
 * the reconciler), never undone.
 */
export const activateCardStep = createStep(
  "rewards-activate-card-step",
  async (input: ActivateCardInput, { container }) =>
    new StepResponse(await activateCard(container, input))
)
