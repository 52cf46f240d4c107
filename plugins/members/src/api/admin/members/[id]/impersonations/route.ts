import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { isOpen } from "../../../../../lib/impersonation"
import { staffNames } from "../../../../../lib/present-staff"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import type { ImpersonationList } from "../../../../answers"

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
      created_at: new Date(r.created_at).toISOString(),
      expires_at: new Date(r.expires_at).toISOString(),
      ended_at: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      ended_by: r.ended_by,
      open: isOpen(r),
    })),
  } satisfies ImpersonationList)
}
