import type { MedusaContainer } from "@medusajs/framework/types"

import {
  NETWORK_MODULE,
  type NetworkModuleService,
} from "@uuc/network/network-api"

/**
 * What this plugin uses of other plugins' modules, resolved from the container by
 * their keys. The network is required (package.json `uuc.needs`) and typed by its
 * public entry; the ledger and rewards are optional (`uuc.optional`: balances read
 * "0" without the ledger, no loan without rewards). Both depend on this plugin, so
 * their contracts are ours (`members-api` exports them) and their entries check
 * their services against them: a rename there breaks their build.
 */
/** What the member views read of the ledger (container key "ledger"), when installed. */
export type LedgerPort = {
  getBalances(member_id: string): Promise<Record<string, string>>
}

/**
 * A loan as the rewards plugin presents it (card on credit, rules.md §6): every
 * field its LoanView has, no more (rewards-api checks the two are the same type),
 * so that `/store/members/me`'s `loan` says exactly what it carries.
 */
export type MemberLoan = {
  id: string
  member_id: string
  card: "standard" | "gold"
  status: "pending" | "rejected" | "transferring" | "passed" | "repaid"
  principal: string | null
  owed: string | null
  repaid: string
  /** What is still owed (null before approval). */
  outstanding: string | null
  activation_id: string | null
  reason: string | null
  reviewed_by: string | null
  reviewed_at: string | null
  created_at: string
}

/** What the member views read of rewards (container key "rewards"), when installed. */
export type RewardsPort = {
  getOpenLoan(member_id: string): Promise<MemberLoan | null>
  getRefundDebts(member_ids: string[]): Promise<Record<string, string>>
}

export const networkOf = (c: MedusaContainer) =>
  c.resolve<NetworkModuleService>(NETWORK_MODULE)

export const ASSETS = [
  "USDT",
  "USDT_HELD",
  "UUC",
  "UUC_POOL",
  "POINTS",
] as const

/** The member's balances from the ledger when it is installed, else every asset "0". */
export async function balancesOf(c: MedusaContainer, memberId: string) {
  const zero = Object.fromEntries(ASSETS.map((a) => [a, "0"])) as Record<
    (typeof ASSETS)[number],
    string
  >
  if (!c.hasRegistration("ledger")) return zero
  return {
    ...zero,
    ...(await c.resolve<LedgerPort>("ledger").getBalances(memberId)),
  }
}

/**
 * The member's open loan (pending review or owed) from the rewards module when it
 * is installed; `null` without it or without a loan.
 */
export async function openLoanOf(
  c: MedusaContainer,
  memberId: string
): Promise<MemberLoan | null> {
  if (!c.hasRegistration("rewards")) return null
  const rewards = c.resolve<Partial<RewardsPort>>("rewards")
  if (typeof rewards.getOpenLoan !== "function") return null
  return (await rewards.getOpenLoan(memberId)) ?? null
}

/**
 * What the member still owes from refunds (bonuses clawed back that they no longer
 * held, collected from their later bonuses), in USD, from the rewards module when
 * it is installed; "0" without it.
 */
export async function refundDebtOf(
  c: MedusaContainer,
  memberId: string
): Promise<string> {
  if (!c.hasRegistration("rewards")) return "0"
  const rewards = c.resolve<Partial<RewardsPort>>("rewards")
  if (typeof rewards.getRefundDebts !== "function") return "0"
  return (await rewards.getRefundDebts([memberId]))[memberId] ?? "0"
}
