import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { ADMIN } from "./auth"

export const STAFF_SECONDARY = "StaffSecond0"

type Members = {
  createStaffProfiles(d: {
    user_id: string
    username: string
    secondary_password_hash: string
  }): Promise<unknown>
}

/** Gives the test's staff user (adminHeaders) a profile with a secondary password. */
export async function giveStaffSecondaryPassword(
  container: MedusaContainer,
  username = "teststaff"
) {
  const { hashSecret } = await import("@uuc/members/lib/secrets")
  const [user] = await container
    .resolve(Modules.USER)
    .listUsers({ email: ADMIN.email })
  await container.resolve<Members>("members").createStaffProfiles({
    user_id: user.id,
    username,
    secondary_password_hash: await hashSecret(STAFF_SECONDARY),
  })
}
