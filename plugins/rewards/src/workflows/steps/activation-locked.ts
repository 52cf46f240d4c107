import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { ActivateCardInput, Locked } from "../../activation/activate-card"
import { runLocked } from "../../activation/phases"

/**
 * The part under the activation lock (activation/phases.ts: reconcile, prepare,
 * post, apply), in one lock hold with the activations waiting in this process;
 * skipped for a replay. One step, because the lock must cover prepare to apply
 * and a hold is shared by a batch. No compensation: the ledger entry is the
 * commit point — before it nothing is written to stay (a refused entry drops its
 * pending row, activation/write.ts), after it the keyed side effects are
 * completed (here or by the reconciler), never undone.
 */
export const activationLockedStep = createStep(
  "rewards-activation-locked",
  async (
    { input, replay }: { input: ActivateCardInput; replay: string | null },
    { container }
  ) =>
    new StepResponse<Locked>(
      replay !== null ? { replay } : await runLocked(container, input)
    )
)
