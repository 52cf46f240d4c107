import { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"

/** Creates the staff admin from ADMIN_EMAIL / ADMIN_PASSWORD unless it exists. */
export async function seedStaffAdmin(container: MedusaContainer) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) {
    throw new Error(
      "ADMIN_EMAIL and ADMIN_PASSWORD must be set to seed the staff admin"
    )
  }
  const userModule = container.resolve(Modules.USER)
  const [existing] = await userModule.listUsers({ email })
  if (existing) return

  const { result } = await createUsersWorkflow(container).run({
    input: { users: [{ email, first_name: "Admin" }] },
  })
  const authModule = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await authModule.register("emailpass", {
    body: { email, password },
  })
  if (error || !authIdentity)
    throw new Error(`Could not register ${email}: ${error}`)
  await authModule.updateAuthIdentities({
    id: authIdentity.id,
    app_metadata: { user_id: result[0].id },
  })
  logger.info(`Seeded staff admin ${email}`)
}
