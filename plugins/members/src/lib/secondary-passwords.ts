import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

const wrong = () =>
  new AppError(
    MedusaError.Types.INVALID_DATA,
    "secondary_password_invalid",
    "secondary_password"
  )

/**
 * Refuses unless `secret` is the staff user's secondary password: 400
 * `secondary_password_invalid`, or 429 `too_many_attempts` after 5 wrong tries in
 * 15 minutes. For other plugins' staff actions (recharge confirmation, adjustments,
 * withdrawal review); the service's `verifyStaffSecondaryPassword` answers a boolean.
 */
export async function verifyStaffSecondaryPassword(
  container: MedusaContainer,
  user_id: string,
  secret: string
) {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  if (!(await members.verifyStaffSecondaryPassword(user_id, secret)))
    throw wrong()
}

/** The same for a member's own secondary password (money moves). */
export async function verifyMemberSecondaryPassword(
  container: MedusaContainer,
  member_id: string,
  secret: string
) {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  if (!(await members.verifySecondaryPassword(member_id, secret))) throw wrong()
}
