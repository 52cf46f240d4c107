import type { Bonus } from "../../../engine/types"

export type ActivationStatus = "pending" | "completed" | "refunded" | "stuck"

/** An activation as stored (rules.md §4: every bonus names its plan version). */
export type ActivationView = {
  id: string
  member_id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  plan_version: number
  price: string
  status: ActivationStatus
  loan_id: string | null
  entry_id: string | null
  created_at: string
  completed_at: string | null
}

export type NewActivation = {
  id: string
  member_id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  plan_version: number
  price: string
  idempotency: { key: string; hash: string } | null
  /** Set when the card is bought on credit: the loan it opens. */
  loan_id?: string | null
  /** Who asked: the member, or the staff user approving a loan. */
  created_by?: string | null
  /** What the engine computed; kept so a reconciler can finish without recomputing. */
  bonuses: Bonus[]
  /** The uplines' levels the bonuses were computed with, by member id. */
  levels?: Record<string, ProjectedLevels>
  /** The buyer's sponsor (the daily top 10 counts gold activations by sponsor). */
  sponsor_id?: string | null
  /** Σ of the bonuses' exact amounts, rounded down to 8 places (rules.md §1). */
  bonus_total_usd?: string | null
  /** What rounding left over of that total: posted to platform:rounding. */
  rounding_usd?: string
}

export type ProjectedLevels = { star_level: number; team_level: number }

/**
 * A bonus record's types and statuses, as the table's checks allow them: the
 * filters' enums are these lists, and the storefront and admin key their labels by
 * these types (so a new value fails their build until it has a label).
 */
const BONUS_TYPE: Record<Bonus["type"] | "daily_top", true> = {
  referral: true,
  layer: true,
  team: true,
  community: true,
  merchant: true,
  daily_top: true,
}
export type BonusRecordType = keyof typeof BONUS_TYPE
export const BONUS_RECORD_TYPES = Object.keys(BONUS_TYPE) as [
  BonusRecordType,
  ...BonusRecordType[],
]

export const BONUS_RECORD_STATUSES = [
  "settled",
  "pending_settlement",
  "pending_elimination",
  "eliminated",
  "clawed_back",
] as const
export type BonusRecordStatus = (typeof BONUS_RECORD_STATUSES)[number]

/** The sums of the bonus records a filter matches (8 places). */
export type BonusTotals = {
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
}

export type BonusRecordView = {
  id: string
  /** Null for a daily top 10 reward, which comes from a day (`day`, `rank`). */
  activation_id: string | null
  seq: number
  type: BonusRecordType
  member_id: string
  username: string
  source_member_id: string | null
  day: string | null
  rank: number | null
  order_id: string | null
  rate: string
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
  /** The refund debt this bonus collected (not paid to the member), when any. */
  debt_collected?: { usd: string; usdt: string; uuc: string; uuc_pool: string }
  status: BonusRecordStatus
  plan_version: number
  description_key: string
  params: Record<string, unknown>
  created_at: string
}

export type BonusFilters = {
  member_id?: string
  type?: BonusRecordType
  status?: BonusRecordStatus
  activation_id?: string
  order_id?: string
  from?: string
  to?: string
}

export type LoanStatus =
  "pending" | "rejected" | "transferring" | "passed" | "repaid"

/** A loan account (rules.md §6): the card on credit, owed P × (1 + interest). */
export type LoanView = {
  id: string
  member_id: string
  card: "standard" | "gold"
  status: LoanStatus
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

/** A quarantined operation, as the admin lists it. */
export type StuckOperation = {
  id: string
  operation: "activation" | "refund"
  member_id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  attempts: number
  last_error: string | null
  stuck_at: string
  created_at: string
}

/** A retry of a quarantined operation (POST /admin/stuck-operations/:id/retry). */
export type RetryAnswer = {
  id: string
  operation: "activation" | "refund"
  /** True when it completed; false when it failed again (still stuck, `error`). */
  done: boolean
  error: string | null
}
