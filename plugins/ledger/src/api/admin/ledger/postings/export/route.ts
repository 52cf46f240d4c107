import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { usernamesOf } from "../../../../../lib/members-port"
import { LEDGER_MODULE } from "../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../modules/ledger/service"
import { memberFilter } from "../../../../actors"
import type { AdminPostingsQueryType } from "../../validators"

const PAGE = 1000
const MAX_ROWS = 200_000
const COLUMNS = [
  "posting_id",
  "created_at",
  "entry_id",
  "kind",
  "status",
  "account",
  "username",
  "asset",
  "amount",
  "balance_after",
  "description_key",
  "params",
  "source_type",
  "source_id",
]

/** RFC 4180 quoting; a leading = + - @ on text is defused for spreadsheets. */
function cell(value: unknown) {
  if (value === null || value === undefined) return ""
  let s = typeof value === "string" ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** The filtered postings as CSV, streamed page by page (at most 200,000 rows). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminPostingsQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const filters = {
    member_id: await memberFilter(req, q.member),
    account: q.account,
    asset: q.asset,
    kind: q.kind,
    from: q.from,
    to: q.to,
    members_only: q.members_only,
  }
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader(
    "Content-Disposition",
    `attachment; filename="balance-record-${new Date().toISOString().slice(0, 10)}.csv"`
  )
  res.write(`${COLUMNS.join(",")}\r\n`)
  for (let offset = 0; offset < MAX_ROWS; offset += PAGE) {
    const { rows } = await ledger.listPostings(filters, { limit: PAGE, offset })
    const names = await usernamesOf(
      req.scope,
      rows.flatMap((r) => (r.member_id ? [r.member_id] : []))
    )
    const lines = rows.map((r) =>
      [
        r.id,
        r.created_at,
        r.entry_id,
        r.kind,
        r.status,
        r.account,
        r.member_id ? (names[r.member_id] ?? "") : "",
        r.asset,
        r.amount,
        r.balance_after,
        r.description_key,
        r.params,
        r.source_type,
        r.source_id,
      ]
        .map(cell)
        .join(",")
    )
    if (lines.length) res.write(`${lines.join("\r\n")}\r\n`)
    if (rows.length < PAGE) break
  }
  res.end()
}
