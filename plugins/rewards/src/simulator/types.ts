import type { Plan } from "@uuc/data"

/** Card codes in the typed arrays: 1 standard, 2 gold. */
export const STANDARD = 1
export const GOLD = 2

/**
 * A network and its activations in order, independent of any plan: a plan decides
 * what each activation costs and pays, not who buys what when. Members are indices
 * (0 = the root); arrays are indexed by member or by event.
 */
export type Scenario = {
  source: "growth" | "current"
  members: number
  /** The sponsor of each member, -1 for the root. */
  sponsor: Int32Array
  /** The placement parent of each member, -1 for the root. */
  parent: Int32Array
  /** Pinned star / team levels (current mode), -1 = automatic. */
  pinned_star?: Int8Array
  pinned_team?: Int8Array
  /** Activations in order: the member and the card wanted (a standard holder wanting gold upgrades). */
  events: { member: Int32Array; card: Int8Array; day: Int32Array }
  /** One label per day ("1", "2", … or an ISO date). */
  days: string[]
  /** New members per day. */
  joins: Int32Array
}

export type GrowthParams = {
  /** New members besides the root. */
  members: number
  days: number
  /** Share of card buyers who take gold (0..1). */
  gold_share: number
  /** 0: sponsors picked uniformly; 1: in proportion to 1 + referrals (a few sponsor many). */
  skew: number
  seed: number
  /** Share of new members who buy a card (default 1). */
  activation_share?: number
  /** Share of standard holders who later upgrade to gold (default 0). */
  upgrade_share?: number
}

export type PlanUnderTest = { label: string; version: number; plan: Plan }

export const BONUS_TYPES = [
  "referral",
  "layer",
  "team",
  "community",
  "merchant",
  "daily_top",
] as const
export type SimBonusType = (typeof BONUS_TYPES)[number]

/** Sums of one bonus type, decimal strings (8 places). */
export type TypeTotals = {
  count: number
  amount_usd: string
  usdt: string
  uuc: string
  uuc_pool: string
  /** amount_usd ÷ card revenue. */
  share_of_revenue: string
}

export type DayRow = {
  day: string
  joins: number
  activations: number
  revenue: string
  paid_usd: string
  by_type: Record<SimBonusType, string>
}

export type SimulationResult = {
  label: string
  plan_version: number
  price: string
  members: number
  activations: {
    standard: number
    gold: number
    upgrade: number
    skipped: number
  }
  revenue: string
  paid_usd: string
  share_of_revenue: string
  by_type: Record<SimBonusType, TypeTotals>
  per_day: DayRow[]
  levels: { star: number[]; team: number[]; max_depth: number }
  ms: number
}
