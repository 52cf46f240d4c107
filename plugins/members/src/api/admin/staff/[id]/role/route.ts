import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { verifyStaffSecondaryPassword } from "../../../../../lib/secondary-passwords"
import { getStaff } from "../../../../../lib/staff"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { staffIdOf } from "../../../../actors"
import type { AdminSetStaffRoleType } from "../../validators"
import type { StaffAnswer } from "../../../../answers"

/**
 * Gives a staff member another role (owners only, by the route table), with the
 * acting owner's secondary password; the change and its audit row commit together,
 * and the last owner keeps theirs.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const actor = staffIdOf(req)
  const body = req.validatedBody as AdminSetStaffRoleType
  await getStaff(req.scope, req.params.id)
  await verifyStaffSecondaryPassword(
    req.scope,
    actor,
    body.actor_secondary_password
  )
  await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .setStaffRole(actor, req.params.id, body.role)
  res.json({
    staff: await getStaff(req.scope, req.params.id),
  } satisfies StaffAnswer)
}
