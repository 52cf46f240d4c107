import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"
import { verifyStaffSecondaryPassword } from "./secondary-passwords"

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
}

/** A staff member as the admin sees them: the admin user and their profile, no secret. */
export function presentStaff(user: User, profile: Profile | undefined) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    username: profile?.username ?? null,
    nickname: profile?.nickname ?? null,
    phone: profile?.phone ?? null,
    has_secondary_password: !!profile,
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

/**
 * Setting anyone's passwords takes the acting staff member's own secondary password
 * (else an admin session alone could mint a secondary password). The one exception:
 * an admin without a profile yet setting up their own.
 */
export async function assertMaySetPasswords(
  container: MedusaContainer,
  actorId: string,
  targetId: string | null,
  actorSecret: string | undefined
) {
  const [own] = await container
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listStaffProfiles({ user_id: actorId })
  if (!own && targetId === actorId) return
  await verifyStaffSecondaryPassword(container, actorId, actorSecret ?? "")
}
