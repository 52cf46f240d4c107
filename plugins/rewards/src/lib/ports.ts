import type { MedusaContainer } from "@medusajs/framework/types"
import { LEDGER_MODULE, type LedgerModuleService } from "@uuc/ledger/ledger-api"
import { PLAN_MODULE } from "../modules/plan"
import type PlanModuleService from "../modules/plan/service"
import { REWARDS_MODULE } from "../modules/rewards"
import type RewardsModuleService from "../modules/rewards/service"

/** A member's place in the network, as the network module answers it. */
export type NetworkNode = {
  member_id: string
  username: string
  sponsor_id: string | null
  card: "standard" | "gold" | null
  active: boolean
  volume: string
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  active_direct_count: number
}

/** What rewards uses of the network module (container key "network"). */
export type NetworkPort = {
  getNode(memberId: string): Promise<NetworkNode>
  getPath(memberId: string): Promise<NetworkNode[]>
  /** getNode and getPath of several members in one read. */
  getPaths(
    memberIds: string[]
  ): Promise<Record<string, { node: NetworkNode; path: NetworkNode[] }>>
  /** An activation's volume, card and levels in one statement: the levels it changed. */
  applyActivation(input: {
    key: string
    member_id: string
    amount: string
    card: "standard" | "gold"
    thresholds?: [string, string, string, string, string]
    star_max: number
    sync_commit?: boolean
  }): Promise<{
    applied: boolean
    changed: { member_id: string; star_level: number; team_level: number }[]
  }>
  /** Several activations of distinct buyers in one statement (a lock hold's). */
  applyActivations(input: {
    activations: {
      key: string
      member_id: string
      amount: string
      card: "standard" | "gold"
    }[]
    thresholds?: [string, string, string, string, string]
    star_max: number
    sync_commit?: boolean
  }): Promise<{
    applied: number
    changed: { member_id: string; star_level: number; team_level: number }[]
  }>
  removeVolume(input: {
    key: string
    member_id: string
    amount: string
    thresholds?: [string, string, string, string, string]
  }): Promise<{ applied: boolean }>
  /** `star_max`: the plan's `levels.star_max` (the network has no plan). */
  revertCard(input: {
    key: string
    member_id: string
    card: "standard" | null
    star_max: number
  }): Promise<{ applied: boolean }>
  /** Re-caps every automatic star level at a new `star_max`, keyed. */
  capStarLevels(input: {
    key: string
    star_max: number
  }): Promise<{ applied: boolean; updated: number }>
}

/** What rewards uses of the members module (container key "members"): required. */
export type MembersPort = {
  listMembers(
    filters: Record<string, unknown>,
    config?: Record<string, unknown>
  ): Promise<{ id: string; status?: string }[]>
  listFrozenIds(ids: string[]): Promise<string[]>
  verifyStaffSecondaryPassword(
    userId: string,
    password: string
  ): Promise<boolean>
}

// Every port is required, without fallback: a money rule (frozen members, member
// existence) must not pass for want of a module. package.json `uuc.needs` names
// them and medusa-config refuses to start without them.
export const ports = (container: MedusaContainer) => ({
  network: container.resolve<NetworkPort>("network"),
  members: container.resolve<MembersPort>("members"),
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
