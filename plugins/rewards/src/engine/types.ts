import type { CardKind, Plan } from "@uuc/data"
import type { Collected } from "./split"

export type BonusType = "referral" | "layer" | "team" | "community" | "merchant"
/** pending_settlement: paid by a pending ledger entry posted after the plan's delay. */
export type BonusStatus =
  "settled" | "pending_elimination" | "pending_settlement"

/** A member who may earn from an activation: the sponsor or a placement upline. */
export type Earner = {
  member_id: string
  username: string
  /** Holds a card. Inactive members earn nothing (their share lapses). */
  active: boolean
  /** Frozen members' bonuses are recorded as pending elimination, not paid. */
  frozen: boolean
  /** Levels AFTER this activation's volume and active flag (see project.ts). */
  star_level: number
  team_level: number
  active_direct_count: number
  /** What the member still owes on a loan (rules.md §6), a decimal string; "0" if none. */
  owes: string
  /**
   * What the member still owes from refunds (clawbacks they could not cover), in
   * USD; collected from their bonuses after the loan. No loan limits apply to it.
   */
  refund_debt?: string
}

export type Activation = {
  id: string
  member_id: string
  username: string
  /** The card held after this activation (an upgrade is a gold activation). */
  card: CardKind
  kind: "activation" | "upgrade"
  /** P: what was paid, in USD (an upgrade pays the difference). */
  amount: string
  /** Bought on credit (a loan): the platform's loan account pays, not the member. */
  on_credit?: boolean
}

export type EngineInput = {
  plan: Plan
  plan_version: number
  /** The UUC price in USD at the time of the activation. */
  price: string
  activation: Activation
  /** The buyer's sponsor (null for the root). */
  sponsor: Earner | null
  /** Placement uplines, nearest first (layer 1 = the placement parent). */
  path: Earner[]
  /** What triggers the bonuses (plan `triggers`); an order's P is its member-price total. */
  trigger?: "activation" | "order"
  /** An order of a merchant's goods: the merchant's sponsor earns `bonuses.merchant.rate` × P. */
  merchant_sponsor?: Earner | null
}

/** One bonus as computed, with its split into what the member is credited. */
export type Bonus = {
  type: BonusType
  beneficiary_id: string
  beneficiary_username: string
  /** The rate applied to P (for community: to the team bonus it derives from). */
  rate: string
  /** B in USD, rounded down to 8 places. */
  amount_usd: string
  /** 75% of B in USDT (rounded down), of which `repaid` goes to the member's loan. */
  usdt: string
  repaid: string
  /** 25% of B as UUC at the price (rounded down): `uuc` available, `uuc_pool` locked. */
  uuc: string
  uuc_pool: string
  /** The refund debt this bonus collected (its parts are not in usdt/uuc/uuc_pool). */
  debt_collected?: Collected
  status: BonusStatus
  plan_version: number
  /** A translation key and its parameters, e.g. "Layer 3 bonus: 10% of …". */
  explanation: { key: string; params: Record<string, string | number> }
}
