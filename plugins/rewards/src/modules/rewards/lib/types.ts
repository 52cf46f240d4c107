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

export type BonusType = Bonus["type"] | "daily_top"

export type BonusRecordView = {
  id: string
  /** Null for a daily top 10 reward, which comes from a day (`day`, `rank`). */
  activation_id: string | null
  seq: number
  type: BonusType
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
  status:
    | "settled"
    | "pending_settlement"
    | "pending_elimination"
    | "eliminated"
    | "clawed_back"
  plan_version: number
  description_key: string
  params: Record<string, unknown>
  created_at: string
}

export type BonusFilters = {
  member_id?: string
  type?: BonusType
  status?: BonusRecordView["status"]
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
