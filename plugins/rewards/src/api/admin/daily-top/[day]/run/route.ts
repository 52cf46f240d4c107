import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/http"
import { type DailyTopRunAnswer, runDailyTop } from "#rewards/daily-top/run"

/**
 * POST /admin/daily-top/:day/run: pays the top 10 of an ended day (YYYY-MM-DD, plan
 * time zone) now instead of waiting for the job; a day already paid answers its
 * stored run (`replayed: true`). A run that paid is audited (`daily_top.run`) in
 * the transaction that records it.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { replayed, ...run } = await runDailyTop(
    req.scope,
    req.params.day,
    undefined,
    staffIdOf(req)
  )
  // Two calls, not `.status(replayed ? 200 : 201)`: the answer schemas read each status.
  if (replayed) res.json({ run, replayed } satisfies DailyTopRunAnswer)
  else res.status(201).json({ run, replayed } satisfies DailyTopRunAnswer)
}
