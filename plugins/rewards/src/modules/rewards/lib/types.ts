import type { Bonus } from "../../../engine/types"

export type ActivationStatus = "pending" | "completed"

/** An activation as stored (rewards.md §4: every bonus names its plan version). */
export type ActivationView = {
  id: string
  member_id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  plan_version: number
  price: string
  status: ActivationStatus
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
  /** What the engine computed; kept so a reconciler can finish without recomputing. */
  bonuses: Bonus[]
}

export type BonusRecordView = {
  id: string
  activation_id: string
  seq: number
  type: Bonus["type"]
  member_id: string
  username: string
  source_member_id: string
  rate: string
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
  status: "settled" | "pending_elimination" | "eliminated"
  plan_version: number
  description_key: string
  params: Record<string, unknown>
  created_at: string
}

export type BonusFilters = {
  member_id?: string
  type?: Bonus["type"]
  status?: BonusRecordView["status"]
  activation_id?: string
  from?: string
  to?: string
}
