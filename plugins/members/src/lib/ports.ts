import type { Context, MedusaContainer } from "@medusajs/framework/types"

/**
 * What this plugin uses of other plugins' modules, resolved from the container by
 * their keys (we never import their code). The network is required; the ledger is
 * optional (balances read "0" without it).
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
