import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ADMIN } from "./auth"
import { members } from "./services"

export const STAFF_SECONDARY = "StaffSecond0"

/**
 * Registers members in order through the members plugin's workflow (no captcha);
 * each is sponsored by the named member. Their ids are written into `ids`.
 */
export async function registerMembers(
  container: MedusaContainer,
  ids: Record<string, string>,
  pairs: [string, string | null][]
) {
  const { registerMemberWorkflow } = await import("@uuc/members/workflows")
  for (const [username, sponsor] of pairs) {
    const { result } = await registerMemberWorkflow(container).run({
      input: {
        username,
        password: "Passw0rdXyz",
        secondary_password: `${username}Second1`,
        security_question: "q",
        security_answer: "a",
        phone: null,
        nickname: username,
        sponsor_id: sponsor ? ids[sponsor] : null,
      },
    })
    ids[username] = result.id
  }
}

/** Gives the test's staff user (adminHeaders) a profile with a secondary password. */
export async function giveStaffSecondaryPassword(
  container: MedusaContainer,
  username = "teststaff"
) {
  const { hashSecret } = await import("@uuc/members/testing")
  const [user] = await container
    .resolve(Modules.USER)
    .listUsers({ email: ADMIN.email })
  await members(container).createStaffProfiles({
    user_id: user.id,
    username,
    secondary_password_hash: await hashSecret(STAFF_SECONDARY),
  })
}
