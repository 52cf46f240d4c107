import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../../modules/ledger/service"
import { withUsernames } from "../../../../with-usernames"

const PAGE = 1000
const COLUMNS = [
  "chain",
  "kind",
  "address",
  "username",
  "member_id",
  "tx_hash",
  "log_index",
  "block_number",
  "recharge_id",
  "chain_amount",
  "ledger_amount",
  "difference",
  "resolved_at",
] as const

/** RFC 4180 quoting; a leading = + - @ on text is defused for spreadsheets. */
function cell(value: unknown) {
  if (value === null || value === undefined) return ""
  let s = typeof value === "string" ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Every difference of a run as `text/csv` (404 `chain_reconciliation_not_found`). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const run = await ledger.getChainReconciliation(req.params.id)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader(
    "Content-Disposition",
    `attachment; filename="chain-reconciliation-${run.id}.csv"`
  )
  res.write(`${COLUMNS.join(",")}\r\n`)
  for (let offset = 0; ; offset += PAGE) {
    const { differences } = await ledger.listReconciliationDifferences(run.id, {
      limit: PAGE,
      offset,
    })
    const rows = await withUsernames(req, differences)
    if (rows.length)
      res.write(
        `${rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(",")).join("\r\n")}\r\n`
      )
    if (differences.length < PAGE) break
  }
  res.end()
}
