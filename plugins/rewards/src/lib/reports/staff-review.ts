import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

/** What a staff review uses of the members module (container key "members"). */
type MembersStaffPort = {
  verifyStaffSecondaryPassword(userId: string, secret: string): Promise<boolean>
  createAuditEntries(entry: {
    actor_id: string
    action: string
    target_type: "member"
    target_id: string
    before: Record<string, unknown> | null
    after: Record<string, unknown> | null
  }): Promise<unknown>
}

// Required, without fallback (package.json `uuc.needs`).
const membersOf = (container: MedusaContainer) =>
  container.resolve<MembersStaffPort>("members")

/** Refuses unless `secret` is the staff user's secondary password. */
export async function checkStaffSecret(
  container: MedusaContainer,
  userId: string,
  secret: string
) {
  if (
    !(await membersOf(container).verifyStaffSecondaryPassword(userId, secret))
  )
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "staff_secondary_password_invalid",
      "secondary_password"
    )
}

/** Writes a staff action on a member to the members module's audit trail. */
export async function auditStaffAction(
  container: MedusaContainer,
  entry: Omit<
    Parameters<MembersStaffPort["createAuditEntries"]>[0],
    "target_type"
  >
) {
  await membersOf(container).createAuditEntries({
    ...entry,
    target_type: "member",
  })
}
