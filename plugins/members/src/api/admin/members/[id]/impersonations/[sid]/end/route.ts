import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  endImpersonation,
  isOpen,
} from "../../../../../../../lib/impersonation"
import { staffIdOf } from "../../../../../../actors"
import type { EndedImpersonation } from "../../../../../../answers"

/**
 * POST /admin/members/:id/impersonations/:sid/end: ends a "log in as member"
 * session at once; its token is refused from then on (401 `impersonation_ended`).
 * Audited; ending an ended session changes nothing.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const row = await endImpersonation(req.scope, {
    member_id: req.params.id,
    session_id: req.params.sid,
    ended_by: staffIdOf(req),
  })
  // The stored row, its dates as JSON would send them (ISO strings), so its type
  // says what goes out.
  const iso = (d: Date | string) => new Date(d).toISOString()
  res.json({
    impersonation: {
      ...row,
      expires_at: iso(row.expires_at),
      ended_at: row.ended_at ? iso(row.ended_at) : null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      deleted_at: row.deleted_at ? iso(row.deleted_at) : null,
      open: isOpen(row),
    },
  } satisfies EndedImpersonation)
}
