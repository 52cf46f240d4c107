import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { presentStaffMember } from "../../../../lib/present-staff"
import { updateMemberByStaffWorkflow } from "../../../../workflows"
import { staffIdOf } from "../../../actors"
import type { AdminMemberDetail } from "../../../answers"
import type { AdminUpdateMemberType } from "../validators"

/** One member for staff: profile, sponsor, network figures, balances, latest audit rows. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json(
    (await presentStaffMember(
      req.scope,
      req.params.id
    )) satisfies AdminMemberDetail
  )
}

/**
 * Freezes or unfreezes a member and pins or un-pins (null) star and team levels, in
 * one transaction with its audit row.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await updateMemberByStaffWorkflow(req.scope).run({
    input: {
      member_id: req.params.id,
      actor_id: staffIdOf(req),
      ...(req.validatedBody as AdminUpdateMemberType),
    },
  })
  res.json(
    (await presentStaffMember(
      req.scope,
      req.params.id
    )) satisfies AdminMemberDetail
  )
}
