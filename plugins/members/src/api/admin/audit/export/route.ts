import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { auditPage } from "../../../../lib/audit-log"
import type { AdminAuditQueryType } from "../validators"

const PAGE = 500
const MAX_ROWS = 100_000
const COLUMNS = [
  "created_at",
  "actor",
  "actor_email",
  "action",
  "target_type",
  "target_id",
  "before",
  "after",
] as const

/** RFC 4180 quoting; a leading = + - @ on text is defused for spreadsheets. */
function cell(value: unknown) {
  if (value === null || value === undefined) return ""
  let s = typeof value === "string" ? value : JSON.stringify(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** The filtered audit log as CSV, page by page (at most 100,000 rows). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { limit, offset, ...filters } =
    req.validatedQuery as AdminAuditQueryType
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader(
    "Content-Disposition",
    `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`
  )
  res.write(`${COLUMNS.join(",")}\r\n`)
  for (let at = 0; at < MAX_ROWS; at += PAGE) {
    const { audit } = await auditPage(req.scope, filters, {
      limit: PAGE,
      offset: at,
    })
    for (const row of audit)
      res.write(`${COLUMNS.map((c) => cell(row[c])).join(",")}\r\n`)
    if (audit.length < PAGE) break
  }
  res.end()
}
