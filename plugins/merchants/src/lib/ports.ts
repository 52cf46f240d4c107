import type { MedusaContainer } from "@medusajs/framework/types"
import { MERCHANTS_MODULE } from "../modules/merchants"
import type MerchantsModuleService from "../modules/merchants/service"

/** What merchants reads of the network module (container key "network"). */
export type NetworkPort = {
  getNode(member_id: string): Promise<{
    member_id: string
    username: string
    sponsor_id: string | null
    star_level: number
  }>
}

/** What merchants reads of the plan (container key "plan", rewards plugin). */
export type PlanPort = {
  getPlan(): Promise<{
    version: number
    plan: { shop: { merchant_min_star: number; merchant_commission: string } }
  }>
}

/** What merchants uses of the members module (container key "members"). */
export type MembersPort = {
  listMembers(
    filters: Record<string, unknown>,
    config?: Record<string, unknown>
  ): Promise<{ id: string; username?: string }[]>
}

export const ports = (container: MedusaContainer) => ({
  merchants: container.resolve<MerchantsModuleService>(MERCHANTS_MODULE),
  network: container.resolve<NetworkPort>("network"),
  plan: container.resolve<PlanPort>("plan"),
  members: container.resolve<MembersPort>("members"),
})
export type Ports = ReturnType<typeof ports>

/** The plan's star level for applying, and whether the member reaches it. */
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
  }
}
