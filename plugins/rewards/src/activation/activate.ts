import type { MedusaContainer } from "@medusajs/framework/types"
import {
  completeLocked,
  findReplay,
  type ActivateCardAnswer,
  type ActivateCardInput,
} from "./activate-card"
import { runLocked } from "./phases"
import { flushTimings, timed, timings } from "./timings"

/**
 * A card activation or upgrade (or a loan's card on credit): `{ result, replayed }`.
 * Replay, then the locked phases, then the durable commit and event
 * (activate-card.ts; the plugin's README has the sequence).
 *
 * A plain function, not a Medusa workflow: its parts need no
 * compensation (the ledger entry is the commit point: a refused one drops its
 * pending row, a posted one is completed here or by the reconciler), and the
 * workflow engine cost every activation a read of workflow_execution and its
 * orchestration, ~3 ms of CPU and ~10 ms at concurrency 1 on the bench
 * (docs/performance.md, bench:activation), on the one path that must scale.
 */
export async function activateCard(
  container: MedusaContainer,
  input: ActivateCardInput
): Promise<ActivateCardAnswer> {
  const t = timings()
  const replay = await timed(t, "replay", () => findReplay(container, input))
  const done =
    replay !== null
      ? { replay }
      : await timed(t, "locked (wait and hold)", () =>
          runLocked(container, input)
        )
  const answer = await timed(t, "complete (durable commit, event)", () =>
    completeLocked(container, done)
  )
  flushTimings("activation", t)
  return answer
}
