import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { listAudit } from "../../../../lib/present-staff"
import {
  assertMaySetPasswords,
  assertStaffUsernameFree,
  getStaff,
} from "../../../../lib/staff"
import { updateStaffWorkflow } from "../../../../workflows"
import { staffIdOf } from "../../../actors"
import type { AdminUpdateStaffType } from "../validators"
import type { StaffAnswer, StaffDetail } from "../../../answers"

/** One staff member (by admin user id) with their latest audit rows. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const staff = await getStaff(req.scope, req.params.id)
  const { entries } = await listAudit(
    req.scope,
    { target_type: "staff", target_id: staff.id },
    { limit: 20, offset: 0 }
  )
  res.json({ staff, audit: entries } satisfies StaffDetail)
}

/**
 * Edits a staff member: username, nickname, phone; a new dashboard password or
 * secondary password (strong; needs the acting staff member's secondary password).
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const actor = staffIdOf(req)
  const body = req.validatedBody as AdminUpdateStaffType
  const { actor_secondary_password, actor_password, ...changes } = body
  await getStaff(req.scope, req.params.id)
  if (changes.password || changes.secondary_password)
    await assertMaySetPasswords(
      req.scope,
      actor,
      req.params.id,
      actor_secondary_password,
      actor_password
    )
  if (changes.username)
    await assertStaffUsernameFree(req.scope, changes.username, req.params.id)
  await updateStaffWorkflow(req.scope).run({
    input: { actor_id: actor, user_id: req.params.id, ...changes },
  })
  res.json({
    staff: await getStaff(req.scope, req.params.id),
  } satisfies StaffAnswer)
}
