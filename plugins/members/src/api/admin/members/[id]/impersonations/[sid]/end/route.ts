import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  endImpersonation,
  isOpen,
} from "../../../../../../../lib/impersonation"
import { staffIdOf } from "../../../../../../actors"

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
  res.json({ impersonation: { ...row, open: isOpen(row) } })
}
