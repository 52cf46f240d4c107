import type { MedusaContainer } from "@medusajs/framework/types"
import { LEDGER_MODULE, type LedgerModuleService } from "@uuc/ledger/ledger-api"
import {
  MEMBERS_MODULE,
  type MembersModuleService,
} from "@uuc/members/members-api"
import {
  NETWORK_MODULE,
  type NetworkModuleService,
  type PathNode,
} from "@uuc/network/network-api"
import { PLAN_MODULE } from "../modules/plan"
import type PlanModuleService from "../modules/plan/service"
import { REWARDS_MODULE } from "../modules/rewards"
import type RewardsModuleService from "../modules/rewards/service"

/** A member's place in the network as the reward engine walks it (`getPath`). */
export type NetworkNode = PathNode

// Every port is required, without fallback: a money rule (frozen members, member
// existence) must not pass for want of a module. package.json `uuc.needs` names
// them and medusa-config refuses to start without them.
export const ports = (container: MedusaContainer) => ({
  network: container.resolve<NetworkModuleService>(NETWORK_MODULE),
  members: container.resolve<MembersModuleService>(MEMBERS_MODULE),
  ledger: container.resolve<LedgerModuleService>(LEDGER_MODULE),
  plan: container.resolve<PlanModuleService>(PLAN_MODULE),
  rewards: container.resolve<RewardsModuleService>(REWARDS_MODULE),
})
export type Ports = ReturnType<typeof ports>

/** Ids of the frozen members among `ids`. */
export async function frozenAmong(p: Ports, ids: string[]) {
  if (!ids.length) return new Set<string>()
  return new Set(await p.members.listFrozenIds([...new Set(ids)]))
}
