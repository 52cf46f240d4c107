import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { runDailyTop } from "../../../../../lib/daily-top/run"

/**
 * POST /admin/daily-top/:day/run: pays the top 10 of an ended day (YYYY-MM-DD, plan
 * time zone) now instead of waiting for the job; a day already paid answers its
 * stored run (`replayed: true`).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { replayed, ...run } = await runDailyTop(req.scope, req.params.day)
  res.status(replayed ? 200 : 201).json({ run, replayed })
}
