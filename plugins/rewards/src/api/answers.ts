/**
 * What the rewards routes answer, declared once: the routes build their bodies
 * against these types (`satisfies`) and the rewards-api entry exports them to the
 * storefront's hooks and the admin (type-only), so a change of shape breaks the
 * clients' builds instead of drifting from them. Types only: the admin's
 * type-check reads this file, not the services.
 */
import type { CardKind } from "@uuc/data"
import type { PlanInForce } from "../modules/plan/lib/types"
import type {
  BonusRecordType,
  BonusRecordView,
  BonusTotals,
  LoanView,
  RetryAnswer,
  StuckOperation,
} from "../modules/rewards/lib/types"
import type { IncomeDisclosure } from "../reports/income-disclosure"
import type { Comparison } from "../simulator/compare"

/** A card of the plan in force (GET /store/plan/cards, public). */
export type PlanCard = {
  card: CardKind
  price: string
  price_ratio: string
  points: string
}
export type PlanCardsAnswer = { plan_version: number; cards: PlanCard[] }

/** GET /store/plan, public: what one point is worth in USD. */
export type PublicPlan = {
  plan_version: number
  shop: { point_value: string }
}

/** A card of GET /store/cards; `pay` is null when it is not for sale to this member. */
export type CardOffer = PlanCard & { pay: string | null }
export type CardsAnswer = {
  plan_version: number
  card: CardKind | null
  active: boolean
  cards: CardOffer[]
}

/** A member's own bonus record: without the buyer's id, with how it was split. */
export type StoreBonusRecord = Omit<BonusRecordView, "source_member_id"> & {
  /** The plan version's split: USDT share, pool's share of the UUC (null: unknown). */
  split: { usdt: string; pool_share_of_uuc: string } | null
  /** The UUC price (USD) the bonus was paid at; null when it came from no activation. */
  price: string | null
  /**
   * A pending_settlement record: when it becomes spendable (its activation's time
   * plus the plan version's settlement delay, which outlasts the refund window);
   * null otherwise.
   */
  settles_at: string | null
}
export type StoreBonusRecordsAnswer = {
  bonus_records: StoreBonusRecord[]
  count: number
  totals: BonusTotals
  limit: number
  offset: number
}

/** GET /admin/bonus-records: every record, with totals overall and per type. */
export type AdminBonusRecordsAnswer = {
  bonus_records: BonusRecordView[]
  count: number
  totals: BonusTotals
  totals_by_type: Record<BonusRecordType, BonusTotals & { count: number }>
  limit: number
  offset: number
}

/** GET /admin/loans: a loan with its member's username (null: not found). */
export type AdminLoan = LoanView & { username: string | null }
export type AdminLoansAnswer = {
  loans: AdminLoan[]
  count: number
  limit: number
  offset: number
}

export type LoansAnswer = {
  loans: LoanView[]
  count: number
  limit: number
  offset: number
}

/** GET /store/leaderboard: today's live daily top 10 and the member's place. */
export type Leaderboard = {
  day: string
  timezone: string
  first_place_min: number
  standings: { rank: number; username: string; count: number; uuc: string }[]
  /** `rank` null: not ranked today. */
  me: { rank: number | null; count: number }
}

/** POST /store/loans → 201 and POST /admin/loans/:id/reject: the loan. */
export type LoanAnswer = { loan: LoanView }

/** GET /admin/plan/versions: newest first, without their documents. */
export type PlanVersionRow = Omit<PlanInForce, "plan">
export type PlanVersionsAnswer = {
  versions: PlanVersionRow[]
  count: number
  limit: number
  offset: number
}

/** GET /admin/reports/income-disclosure. */
export type IncomeDisclosureAnswer = { report: IncomeDisclosure }

/** GET /admin/stuck-operations: a quarantined operation with its buyer's username. */
export type AdminStuckOperation = StuckOperation & { username: string | null }
export type StuckOperationsAnswer = {
  operations: AdminStuckOperation[]
  count: number
  limit: number
  offset: number
}
/** POST /admin/stuck-operations/:id/retry. */
export type StuckRetryAnswer = { retry: RetryAnswer }

/** POST /admin/simulations: the runs compared, with what they ran on. */
export type SimulationAnswer = Comparison & {
  source: "growth" | "current"
  /** The growth's parameters, or the size of today's network copied. */
  parameters:
    | {
        members: number
        days: number
        gold_share: number
        skew: number
        seed: number
        activation_share: number
        upgrade_share: number
      }
    | { members: number; activations: number }
  /** The UUC price (USD) the runs paid at. */
  price: string
  network_ms: number
}
