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
  type PlanModuleService,
  type RewardsModuleService,
} from "@uuc/rewards/rewards-api"

// What the shop uses of other plugins' modules, typed by their public entries and
// resolved from the container. The ledger, members, network and plan are required
// (package.json `uuc.needs`: medusa-config refuses to start without them).
export const ledgerOf = (c: MedusaContainer) =>
  c.resolve<LedgerModuleService>(LEDGER_MODULE)
export const membersOf = (c: MedusaContainer) =>
  c.resolve<MembersModuleService>(MEMBERS_MODULE)
export const networkOf = (c: MedusaContainer) =>
  c.resolve<NetworkModuleService>(NETWORK_MODULE)
export const planOf = (c: MedusaContainer) =>
  c.resolve<PlanModuleService>(PLAN_MODULE)
export const rewardsOf = (c: MedusaContainer) =>
  c.resolve<RewardsModuleService>(REWARDS_MODULE)

/** The merchants plugin's container key (it provides `merchants`). */
export const MERCHANTS_KEY = "merchants"

/**
 * What the shop reads of the merchants module: the member behind each merchant
 * account. The merchants plugin depends on this one, so the contract is the shop's
 * (exported by `@uuc/shop/shop-api`); the merchants plugin's entry checks its
 * service against it, so a rename there breaks the merchants build.
 */
export type MerchantDirectory = {
  listMerchants(
    filters: { id: string[] },
    config: { select: string[] }
  ): Promise<{ id: string; member_id: string }[]>
}

/**
 * The merchants module, or null when the merchants plugin is not installed: it is
 * optional (package.json `uuc.optional`); without it the shop sells only its own
 * goods, so no order has a merchant.
 */
export const merchantsOf = (c: MedusaContainer) =>
  c.hasRegistration(MERCHANTS_KEY)
    ? c.resolve<MerchantDirectory>(MERCHANTS_KEY)
    : null
