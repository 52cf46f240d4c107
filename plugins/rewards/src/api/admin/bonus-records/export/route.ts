import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { csvCell } from "#rewards/reports/csv"
import { REWARDS_MODULE } from "#rewards/modules/rewards/index"
import type { BonusRecordView } from "#rewards/modules/rewards/lib/types"
import type RewardsModuleService from "#rewards/modules/rewards/service"
import type { AdminBonusRecordsQueryType } from "../validators"
import { bonusFiltersOf } from "../filters"

const PAGE = 1000
const MAX_ROWS = 200_000
const COLUMNS = [
  "id",
  "created_at",
  "type",
  "status",
  "username",
  "member_id",
  "source_member_id",
  "activation_id",
  "rate",
  "amount_usd",
  "usdt",
  "repaid",
  "uuc",
  "uuc_pool",
  "plan_version",
  "debt_collected_usd",
] as const

/** A record's cell: the refund debt it collected is 0 when it collected none. */
function cell(r: BonusRecordView, c: (typeof COLUMNS)[number]) {
  if (c === "debt_collected_usd") return r.debt_collected?.usd ?? "0.00000000"
  return r[c]
}

/**
 * GET /admin/bonus-records/export: the filtered bonus records as CSV (the list's
 * filters), streamed page by page, newest first, at most 200,000 rows.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminBonusRecordsQueryType
  const rewards = req.scope.resolve<RewardsModuleService>(REWARDS_MODULE)
  const filters = await bonusFiltersOf(req, q)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader(
    "Content-Disposition",
    `attachment; filename="bonus-record-${new Date().toISOString().slice(0, 10)}.csv"`
  )
  res.write(`${COLUMNS.join(",")}\r\n`)
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const { bonus_records: rows } = await rewards.listBonusRecords(filters, {
      limit: PAGE,
      offset,
    })
    const lines = rows.map((r) =>
      COLUMNS.map((c) => csvCell(cell(r, c))).join(",")
    )
    if (lines.length) res.write(`${lines.join("\r\n")}\r\n`)
    if (rows.length < PAGE) break
  }
  res.end()
}
