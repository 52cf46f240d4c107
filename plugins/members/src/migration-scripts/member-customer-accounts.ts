import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { syncMemberCustomers } from "../lib/member-customer"

/**
 * Members registered before their customers carried `has_account` and the
 * username showed as guests named by their nickname in Medusa's customer list
 *: each member's customer becomes a registered one named by the
 * username. `medusa db:migrate` runs this once; running it again changes nothing.
 */
export default async function memberCustomerAccounts({
  container,
}: {
  container: MedusaContainer
}) {
  const changed = await syncMemberCustomers(container)
  if (changed)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`members: ${changed} member customers marked as registered`)
}
