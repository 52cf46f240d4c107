import type { Context, MedusaContainer } from "@medusajs/framework/types"

/**
 * What this plugin uses of other plugins' modules, resolved from the container by
 * their keys (we never import their code). The network is required; the ledger is
 * optional (balances read "0" without it), and so is rewards (no loan without it).
 */
export type NetworkNode = {
  member_id: string
  username: string
  sponsor_id: string | null
  parent_id: string | null
  line: number | null
  depth: number
  size: number
  volume: string
  own_volume: string
  direct_count: number
  active_direct_count: number
  card: "standard" | "gold" | null
  active: boolean
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
}

export type NetworkPort = {
  placeMember(
    input: { member_id: string; username: string; sponsor_id: string | null },
    ctx?: Context
  ): Promise<NetworkNode>
  getNode(member_id: string, ctx?: Context): Promise<NetworkNode>
  setLevels(
    member_id: string,
    levels: { star_level?: number | null; team_level?: number | null },
    ctx?: Context
  ): Promise<NetworkNode>
}

type LedgerPort = {
  getBalances(member_id: string): Promise<Record<string, string>>
}

/** A loan as the rewards plugin presents it (card on credit, rules.md §6). */
export type MemberLoan = {
  id: string
  card: "standard" | "gold"
  status: "pending" | "rejected" | "passed" | "repaid"
  principal: string | null
  owed: string | null
  repaid: string
  outstanding: string | null
  reason: string | null
  created_at: string
} & Record<string, unknown>

type RewardsPort = {
  getOpenLoan(member_id: string): Promise<MemberLoan | null>
  getRefundDebts(member_ids: string[]): Promise<Record<string, string>>
}

export const networkOf = (c: MedusaContainer) =>
  c.resolve<NetworkPort>("network")

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
