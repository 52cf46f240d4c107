import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { isOpen } from "../../../../../lib/impersonation"
import { staffNames } from "../../../../../lib/present-staff"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"

/** GET /admin/members/:id/impersonations: the member's latest staff sessions, open ones marked. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const rows = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listImpersonationSessions(
      { member_id: req.params.id },
      { order: { created_at: "DESC" }, take: 20 }
    )
  // staff are shown by name, not by user id
  const names = await staffNames(
    req.scope,
    rows.map((r) => r.staff_user_id)
  )
  res.json({
    impersonations: rows.map((r) => ({
      id: r.id,
      staff_user_id: r.staff_user_id,
      staff: names[r.staff_user_id] ?? null,
      created_at: r.created_at,
      expires_at: r.expires_at,
      ended_at: r.ended_at,
      ended_by: r.ended_by,
      open: isOpen(r),
    })),
  })
}
