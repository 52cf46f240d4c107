import type {
  ICustomerModuleService,
  IPricingModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createCustomerGroupsWorkflow,
  createPriceListsWorkflow,
} from "@medusajs/medusa/core-flows"
import { CARDS, type Card } from "./plan"

export type ShopPricing = {
  groups: Record<Card, string>
  lists: Record<Card, string>
}

export const groupName = (card: Card) => `UUC ${card} card`
const listTitle = (card: Card) => `UUC member price (${card})`

/**
 * The customer group of each card and its price list (type `sale`, the model's
 * default (rule
 * `customer.groups.id`), created once by the migration script and the seed, never
 * lazily on a request: the pricing module caches rule attributes per process.
 * Answers their ids; safe to call again.
 */
export async function ensureShopPricing(
  container: MedusaContainer
): Promise<ShopPricing> {
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  const groups = {} as Record<Card, string>
  const lists = {} as Record<Card, string>
  for (const card of CARDS) {
    const [group] = await customers.listCustomerGroups({
      name: groupName(card),
    })
    if (group) groups[card] = group.id
    else {
      const { result } = await createCustomerGroupsWorkflow(container).run({
        input: {
          customersData: [
            { name: groupName(card), metadata: { uuc_card: card } },
          ],
        },
      })
      groups[card] = result[0].id
    }
    const list = await findList(pricing, card)
    if (list) lists[card] = list.id
    else {
      const { result } = await createPriceListsWorkflow(container).run({
        input: {
          price_lists_data: [
            {
              title: listTitle(card),
              description: `Member prices of the ${card} card`,
              status: "active",
              rules: { "customer.groups.id": [groups[card]] },
            },
          ],
        },
      })
      lists[card] = result[0].id
    }
  }
  return { groups, lists }
}

// The pricing filters have no title; the lists are few (ours and staff's own).
async function findList(pricing: IPricingModuleService, card: Card) {
  const lists = await pricing.listPriceLists(
    {},
    { select: ["id", "title"], take: null }
  )
  return lists.find((l) => l.title === listTitle(card)) ?? null
}

/**
 * The ids without creating anything (null until the migration script or seed ran):
 * both groups in one read, the lists in another (each card sync that moves a
 * customer reads them).
 */
export async function findShopPricing(
  container: MedusaContainer
): Promise<ShopPricing | null> {
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const pricing = container.resolve<IPricingModuleService>(Modules.PRICING)
  const [found, allLists] = await Promise.all([
    customers.listCustomerGroups(
      { name: { $in: CARDS.map(groupName) } },
      { select: ["id", "name"] }
    ),
    pricing.listPriceLists({}, { select: ["id", "title"], take: null }),
  ])
  const groups = {} as Record<Card, string>
  const lists = {} as Record<Card, string>
  for (const card of CARDS) {
    const group = found.find((g) => g.name === groupName(card))
    const list = allLists.find((l) => l.title === listTitle(card))
    if (!group || !list) return null
    groups[card] = group.id
    lists[card] = list.id
  }
  return { groups, lists }
}
