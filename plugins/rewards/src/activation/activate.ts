import type { MedusaContainer } from "@medusajs/framework/types"
import {
  completeLocked,
  findReplay,
  type ActivateCardAnswer,
  type ActivateCardInput,
} from "./activate-card"
import { runLocked } from "./phases"

/**
 * A card activation or upgrade (or a loan's card on credit): `{ result, replayed }`.
 * Replay, then the locked phases, then the durable commit and event
 * (activate-card.ts; the plugin's README has the sequence).
 *
 * A plain function, not a Medusa workflow (issue 24): its parts need no
 * compensation (the ledger entry is the commit point: a refused one drops its
 * pending row, a posted one is completed here or by the reconciler), and the
 * workflow engine cost every activation a read of workflow_execution and its
 * orchestration, ~3 ms of CPU and ~10 ms at concurrency 1 on the bench (README,
 * Benchmark), on the one path that must scale.
 */
export async function activateCard(
  container: MedusaContainer,
  input: ActivateCardInput
): Promise<ActivateCardAnswer> {
  const replay = await findReplay(container, input)
  const done = replay !== null ? { replay } : await runLocked(container, input)
  return completeLocked(container, done)
}
