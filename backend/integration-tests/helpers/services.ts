import type { MedusaContainer } from "@medusajs/framework/types"
import { LEDGER_MODULE, type LedgerModuleService } from "@uuc/ledger/ledger-api"
import {
  MEMBERS_MODULE,
  type MembersModuleService,
} from "@uuc/members/members-api"
import {
  NETWORK_MODULE,
  type NetworkModuleService,
} from "@uuc/network/network-api"
import {
  PLAN_MODULE,
  REWARDS_MODULE,
  type RewardsModuleService,
} from "@uuc/rewards/rewards-api"
import { SHOP_MODULE, type ShopModuleService } from "@uuc/shop/shop-api"

// The plugins' services as the HTTP tests call them: through each plugin's public
// entry (its container key and service type), never its internals.

export const members = (c: MedusaContainer) =>
  c.resolve<MembersModuleService>(MEMBERS_MODULE)
export const ledger = (c: MedusaContainer) =>
  c.resolve<LedgerModuleService>(LEDGER_MODULE)
export const network = (c: MedusaContainer) =>
  c.resolve<NetworkModuleService>(NETWORK_MODULE)
export const rewards = (c: MedusaContainer) =>
  c.resolve<RewardsModuleService>(REWARDS_MODULE)
export const shop = (c: MedusaContainer) =>
  c.resolve<ShopModuleService>(SHOP_MODULE)
export { PLAN_MODULE, REWARDS_MODULE }

/** Medusa's Query as the tests read rows with it (`resolve<Query>(QUERY)`). */
export type Query = {
  graph(q: {
    entity: string
    fields: string[]
    filters: Record<string, unknown>
  }): Promise<{ data: Record<string, unknown>[] }>
}
