import type {
  ICustomerModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/**
 * What a member's Medusa customer carries so that Medusa's customer list shows the
 * member as registered (`has_account`; "Guest" otherwise) under their username.
 */
export const memberCustomerFields = (username: string) => ({
  has_account: true,
  first_name: username,
})

const PAGE = 500

/**
 * Gives every member's customer those fields (members registered before them were
 * guests named by their nickname). Idempotent: a customer already right is left
 * alone; returns how many were changed.
 */
export async function syncMemberCustomers(
  container: MedusaContainer
): Promise<number> {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  let changed = 0
  for (let skip = 0; ; skip += PAGE) {
    const page = await members.listMembers(
      {},
      {
        select: ["id", "username", "customer_id"],
        order: { id: "ASC" },
        skip,
        take: PAGE,
      }
    )
    if (!page.length) break
    const current = await customers.listCustomers(
      { id: page.map((m) => m.customer_id) },
      { select: ["id", "has_account", "first_name"], take: page.length }
    )
    const byId = new Map(current.map((c) => [c.id, c]))
    for (const m of page) {
      const c = byId.get(m.customer_id)
      const want = memberCustomerFields(m.username)
      if (!c || (c.has_account && c.first_name === want.first_name)) continue
      // `has_account` is a column Medusa's update writes, though its update type
      // leaves it out (it is meant to be set at creation)
      await customers.updateCustomers(c.id, want as { first_name: string })
      changed++
    }
    if (page.length < PAGE) break
  }
  return changed
}
