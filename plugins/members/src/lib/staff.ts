import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"
import { verifyStaffSecondaryPassword } from "./secondary-passwords"
import type { Staff, StaffRole } from "../api/answers"

type User = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  created_at: Date | string
}
type Profile = {
  user_id: string
  username: string
  nickname: string | null
  phone: string | null
  role?: StaffRole
}

/** A staff member as the admin sees them: the admin user and their profile, no secret. */
export function presentStaff(user: User, profile: Profile | undefined): Staff {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: profile?.username ?? null,
    nickname: profile?.nickname ?? null,
    phone: profile?.phone ?? null,
    has_secondary_password: !!profile,
    role: profile?.role ?? null,
    created_at: new Date(user.created_at).toISOString(),
  }
}

export async function getStaff(container: MedusaContainer, userId: string) {
  const [user] = await container.resolve(Modules.USER).listUsers({ id: userId })
  if (!user) throw new AppError(MedusaError.Types.NOT_FOUND, "staff_not_found")
  const [profile] = await container
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listStaffProfiles({ user_id: userId })
  return presentStaff(user, profile)
}

/** Refuses a staff username another staff member holds. */
export async function assertStaffUsernameFree(
  container: MedusaContainer,
  username: string,
  userId?: string
) {
  const [holder] = await container
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listStaffProfiles({ username: username.toLowerCase() })
  if (holder && holder.user_id !== userId)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "staff_username_taken",
      "username"
    )
}

/** Refuses unless `password` is the staff user's login password (Medusa's emailpass). */
async function verifyLoginPassword(
  container: MedusaContainer,
  userId: string,
  password: string | undefined
) {
  const [user] = await container.resolve(Modules.USER).listUsers({ id: userId })
  const { success } =
    user && password
      ? await container.resolve(Modules.AUTH).authenticate("emailpass", {
          body: { email: user.email, password },
        })
      : { success: false }
  if (!success)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      password ? "staff_password_invalid" : "password_required",
      "actor_password"
    )
}

/**
 * Setting anyone's passwords takes the acting staff member's own secondary password
 * (else an admin session alone could mint a secondary password). The one exception:
 * an admin without a profile yet setting up their own, who re-enters their login
 * password instead (a stolen session alone is not enough); that is audited.
 */
export async function assertMaySetPasswords(
  container: MedusaContainer,
  actorId: string,
  targetId: string | null,
  actorSecret: string | undefined,
  actorPassword?: string
) {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const [own] = await members.listStaffProfiles({ user_id: actorId })
  if (!own && targetId === actorId) {
    await verifyLoginPassword(container, actorId, actorPassword)
    await members.createAuditEntries({
      actor_id: actorId,
      action: "staff.first_secondary_password",
      target_type: "staff",
      target_id: actorId,
      before: { has_secondary_password: false },
      after: { login_password_verified: true },
    })
    return
  }
  await verifyStaffSecondaryPassword(container, actorId, actorSecret ?? "")
}
