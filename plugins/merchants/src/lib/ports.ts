import type { MedusaContainer } from "@medusajs/framework/types"
import {
  MEMBERS_MODULE,
  type MembersModuleService,
} from "@uuc/members/members-api"
import {
  NETWORK_MODULE,
  type NetworkModuleService,
} from "@uuc/network/network-api"
import { PLAN_MODULE, type PlanModuleService } from "@uuc/rewards/rewards-api"
import { MERCHANTS_MODULE } from "../modules/merchants"
import type MerchantsModuleService from "../modules/merchants/service"

// What merchants uses of other plugins' modules, typed by their public entries;
// all required (package.json `uuc.needs`).
export const ports = (container: MedusaContainer) => ({
  merchants: container.resolve<MerchantsModuleService>(MERCHANTS_MODULE),
  network: container.resolve<NetworkModuleService>(NETWORK_MODULE),
  plan: container.resolve<PlanModuleService>(PLAN_MODULE),
  members: container.resolve<MembersModuleService>(MEMBERS_MODULE),
})
export type Ports = ReturnType<typeof ports>

/**
 * The plan's star level for applying, whether the member reaches it, the active
 * direct referrals the star level counts, and the commission a merchant pays.
 */
export async function conditionsOf(p: Ports, member_id: string) {
  const [{ plan }, node] = await Promise.all([
    p.plan.getPlan(),
    p.network.getNode(member_id),
  ])
  const min_star = plan.shop.merchant_min_star
  return {
    min_star,
    star_level: node.star_level,
    met: node.star_level >= min_star,
    // where stars come from (rules.md §2), and the merchant's terms (§7)
    active_directs: node.active_direct_count,
    commission: plan.shop.merchant_commission,
  }
}
