import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { seedRootMember as seedRoot, seedStaffProfile } from "@uuc/members/seed"

const required = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} must be set to seed the demo accounts`)
  return value
}

/**
 * The root member (the only one without a sponsor) from ROOT_* (its security answer
 * from ROOT_SECURITY_ANSWER), and the staff
 * admin's profile with its secondary password from ADMIN_SECONDARY_PASSWORD.
 */
export async function seedRootMember(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const root = await seedRoot(container, {
    username: required("ROOT_USERNAME"),
    password: required("ROOT_PASSWORD"),
    secondary_password: required("ROOT_SECONDARY_PASSWORD"),
    // Unset: a random answer nobody knows (npm start generates and keeps one).
    security_answer: process.env.ROOT_SECURITY_ANSWER,
  })
  if (root.created) logger.info(`Seeded root member ${root.member.username}`)
  const staff = await seedStaffProfile(container, {
    email: required("ADMIN_EMAIL"),
    secondary_password: required("ADMIN_SECONDARY_PASSWORD"),
  })
  if (staff.created)
    logger.info(`Seeded staff profile ${staff.profile.username}`)
}
