import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { hashSecret } from "./lib/secrets"
import { MEMBERS_MODULE } from "./modules/members"
import type MembersModuleService from "./modules/members/service"
import { registerMemberWorkflow } from "./workflows/register-member"

/**
 * The root member: the only member without a sponsor, the top of the network.
 * Idempotent: an existing member of that username is left as it is.
 */
export async function seedRootMember(
  container: MedusaContainer,
  input: { username: string; password: string; secondary_password: string }
) {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const existing = await members.findByUsername(input.username)
  if (existing) return { member: existing, created: false }
  const { result } = await registerMemberWorkflow(container).run({
    input: {
      username: input.username,
      password: input.password,
      secondary_password: input.secondary_password,
      security_question: "What is the name of this platform?",
      security_answer: "uuc",
      phone: null,
      nickname: "Root",
      sponsor_id: null,
    },
  })
  return { member: result, created: true }
}

/**
 * Gives an existing admin user (by email) a staff profile with a secondary password.
 * Idempotent: a profile already there is left as it is. The username defaults to the
 * email's letters and digits before the @.
 */
export async function seedStaffProfile(
  container: MedusaContainer,
  input: { email: string; secondary_password: string; username?: string }
) {
  const [user] = await container
    .resolve(Modules.USER)
    .listUsers({ email: input.email })
  if (!user) throw new Error(`No admin user with email ${input.email}`)
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const [existing] = await members.listStaffProfiles({ user_id: user.id })
  if (existing) return { profile: existing, created: false }
  const username = (
    input.username ??
    (input.email.split("@")[0].replace(/[^A-Za-z0-9]/g, "") || "admin")
  ).toLowerCase()
  const profile = await members.createStaffProfiles({
    user_id: user.id,
    username,
    nickname: user.first_name ?? username,
    phone: null,
    secondary_password_hash: await hashSecret(input.secondary_password),
  })
  return { profile, created: true }
}
