import type {
  ICustomerModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { linkCustomersToCustomerGroupWorkflow } from "@medusajs/medusa/core-flows"
import { CARDS } from "./plan"
import { membersOf, networkOf } from "./ports"
import { findShopPricing } from "./pricing-setup"

/**
 * Puts the member's customer in the customer group of the card the network says
 * they hold, and out of the other (a refund leaves a lower card or none). Reads
 * the state rather than trusting the event, so replays and reconciles converge.
 */
export async function syncMemberGroup(
  container: MedusaContainer,
  memberId: string
) {
  const setup = await findShopPricing(container)
  if (!setup) return
  const member = await membersOf(container).getMember(memberId)
  const customerId = member.customer_id
  if (!customerId) return
  const { card } = await networkOf(container).getNode(memberId)
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const customer = await customers.retrieveCustomer(customerId, {
    relations: ["groups"],
  })
  const inGroups = new Set((customer.groups ?? []).map((g) => g.id))
  for (const c of CARDS) {
    const group = setup.groups[c]
    const want = c === card
    if (want === inGroups.has(group)) continue
    await linkCustomersToCustomerGroupWorkflow(container).run({
      input: want
        ? { id: group, add: [customerId] }
        : { id: group, remove: [customerId] },
    })
  }
}
