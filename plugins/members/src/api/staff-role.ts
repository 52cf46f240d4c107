import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError, requestPath } from "@uuc/errors"
import { rolesFor, STAFF_ROLES } from "../lib/staff-access"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

const forbidden = () =>
  new AppError(MedusaError.Types.FORBIDDEN, "role_forbidden")

/**
 * Runs on every /admin request after Medusa's own authentication, whatever plugin
 * (or Medusa itself) owns the route: the staff member's role, read from PostgreSQL
 * each time so a change applies at once, must be one the route table allows
 * (lib/staff-access.ts; a route without an entry is the owner's). 403
 * `role_forbidden` otherwise. A secret API key acts as the owner who made it.
 */
export async function staffRole(
  req: MedusaRequest &
    Partial<Pick<AuthenticatedMedusaRequest, "auth_context">>,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  try {
    const auth = req.auth_context
    // Routes Medusa leaves open (invite acceptance, …) have no actor: nothing to check.
    if (!auth?.actor_id || auth.actor_type !== "user") return next()
    // as Express matched it: `/admin/X/NEW/` must find the rule of `/admin/x/new`
    const path = requestPath(req)
    const role = await req.scope
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .staffRoleOf(auth.actor_id)
    const allowed = rolesFor(req.method, path)
    // Without a role: only what every role may (the dashboard's own loading).
    if (role ? !allowed.includes(role) : allowed.length < STAFF_ROLES.length)
      throw forbidden()
    next()
  } catch (e) {
    next(e)
  }
}
