import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { ADMIN_ROUTES } from "../../../lib/staff-access"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import { staffIdOf } from "../../actors"
import type { StaffAccess } from "../../answers"

/**
 * The calling staff member's role and the admin routes it opens: what the dashboard
 * shows or hides (menu items, pages) is derived from the same table the server
 * enforces.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const userId = staffIdOf(req)
  const role = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .staffRoleOf(userId)
  res.json({
    user_id: userId,
    role,
    routes: role
      ? ADMIN_ROUTES.filter((r) => r.roles.includes(role)).map(
          (r) => `${r.method} ${r.path}`
        )
      : [],
  } satisfies StaffAccess)
}
