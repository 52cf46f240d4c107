import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { staffIdOf } from "@uuc/ledger/api/actors"
import { runDailyTop } from "../../../../../lib/daily-top/run"
import { ports } from "../../../../../lib/ports"

/**
 * POST /admin/daily-top/:day/run: pays the top 10 of an ended day (YYYY-MM-DD, plan
 * time zone) now instead of waiting for the job; a day already paid answers its
 * stored run (`replayed: true`). A run that paid is audited (`daily_top.run`, on
 * the acting staff member: the audit log's targets are members and staff).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { replayed, ...run } = await runDailyTop(req.scope, req.params.day)
  if (!replayed) {
    const staff = staffIdOf(req)
    await ports(req.scope).members.createAuditEntries({
      actor_id: staff,
      action: "daily_top.run",
      target_type: "staff",
      target_id: staff,
      before: null,
      after: { day: run.day, entry_id: run.entry_id, standings: run.standings },
    })
  }
  res.status(replayed ? 200 : 201).json({ run, replayed })
}
