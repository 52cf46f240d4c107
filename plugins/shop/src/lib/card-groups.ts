import type {
  ICustomerModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { CARDS, type Card } from "./plan"
import { membersOf, networkOf } from "./ports"
import { findShopPricing, groupName } from "./pricing-setup"

type Link = { customer_id: string; customer_group_id: string }

/**
 * Puts each member's customer in the customer group of the card the network says
 * they hold, and out of the other (a refund leaves a lower card or none). Reads
 * the state rather than trusting the event, so replays and reconciles converge.
 *
 * Cheap per event: the members and their cards, then every customer's
 * groups in one read; a customer already where its card says (a replay) costs
 * nothing more. Only when something moves are the pricing setup's ids read (once
 * for all `memberIds`) and the links written in one call each way. A member
 * without a row or a customer is skipped.
 */
export async function syncMemberGroups(
  container: MedusaContainer,
  memberIds: string[]
) {
  if (!memberIds.length) return
  const members = (
    await membersOf(container).listMembers(
      { id: memberIds },
      { select: ["id", "customer_id"] }
    )
  ).filter((m) => m.customer_id)
  if (!members.length) return
  const network = networkOf(container)
  /** customer id → the card its member holds */
  const cardOf = new Map<string, Card | null>(
    await Promise.all(
      members.map(
        async (m) =>
          [m.customer_id, (await network.getNode(m.id)).card] as const
      )
    )
  )
  const customerModule = container.resolve<ICustomerModuleService>(
    Modules.CUSTOMER
  )
  const customers = await customerModule.listCustomers(
    { id: [...cardOf.keys()] },
    { select: ["id", "groups.id", "groups.name"], relations: ["groups"] }
  )
  // By name first: nothing to do unless some customer is out of place.
  const names = new Set(CARDS.map(groupName))
  const moves = customers.filter((c) => {
    const want = cardOf.get(c.id)
    const held = (c.groups ?? []).filter((g) => names.has(g.name ?? ""))
    return !(want
      ? held.length === 1 && held[0].name === groupName(want)
      : held.length === 0)
  })
  if (!moves.length) return

  const setup = await findShopPricing(container)
  if (!setup) return
  const add: Link[] = []
  const remove: Link[] = []
  for (const c of moves) {
    const inGroups = new Set((c.groups ?? []).map((g) => g.id))
    for (const card of CARDS) {
      const link = { customer_id: c.id, customer_group_id: setup.groups[card] }
      const want = card === cardOf.get(c.id)
      if (want !== inGroups.has(link.customer_group_id))
        (want ? add : remove).push(link)
    }
  }
  // What linkCustomersToCustomerGroupWorkflow's one step does, without a workflow
  // run per group (it emits nothing and has no hooks).
  if (add.length) await customerModule.addCustomerToGroup(add)
  if (remove.length) await customerModule.removeCustomerFromGroup(remove)
}

/** One member. */
export const syncMemberGroup = (container: MedusaContainer, memberId: string) =>
  syncMemberGroups(container, [memberId])
