export type Locale = "en-US" | "pt-BR" | "zh-CN"
export type Decimal = string

export type GuideSeed = {
  key: string
  position: number
  translations: Record<Locale, { question: string; answer: string }>
}
export type NoticeSeed = {
  key: string
  pinned: boolean
  published: boolean
  translations: Record<Locale, { title: string; body: string }>
}

type Trigger = "activation" | "order"
type TeamLevel = "V1" | "V2" | "V3" | "V4" | "V5"
type Card = { price: Decimal; price_ratio: Decimal; points: Decimal }

export type Plan = {
  timezone: string
  cards: { standard: Card; gold: Card }
  split: { usdt: Decimal; uuc: Decimal; pool_share_of_uuc: Decimal }
  levels: { star_max: number; team_volume: Record<TeamLevel, Decimal> }
  bonuses: {
    referral: { rate: Decimal; triggers: Trigger[] }
    layer: {
      rates: Decimal[]
      cards: ("standard" | "gold")[]
      min_star: number[]
      loan_factor: Decimal
      loan_min_direct: number
      triggers: Trigger[]
    }
    team: { rates: Record<TeamLevel, Decimal>; triggers: Trigger[] }
    community: { rate: Decimal; triggers: Trigger[] }
    merchant: { rate: Decimal }
    daily_top: { rewards: Decimal[]; first_place_min: number }
  }
  settlement: { delay_hours: number; elimination_days: number }
  withdrawal: {
    min: Decimal
    per_day: number
    closed_weekdays: number[]
    fee_rate: Decimal
    reduced_fee_rate: Decimal
    reduced_fee_min_direct: number
  }
  exchange: { sell_share_of_bought: Decimal }
  shop: {
    point_value: Decimal
    uuc_burn_share: Decimal
    merchant_min_star: number
    merchant_commission: Decimal
    auto_receive_days: number
  }
  loan: { interest: Decimal }
  refund: { cooling_off_days: number }
}

export declare const guide: GuideSeed[]
export declare const notices: NoticeSeed[]
export declare const plan: Plan
export declare const LOCALES: Locale[]
