/** The interface languages; every seeded text exists in all three. */
export type Locale = "en-US" | "pt-BR" | "zh-CN"

/** A decimal amount or rate as a string ("100", "0.15"); never a JS number. */
export type Decimal = string

/** One question of the user guide (`/guide`). Answers are plain text, paragraphs separated by "\n\n". */
export type GuideTranslation = { question: string; answer: string }
export type GuideSeed = {
  /** Stable kebab-case key; the seed adds entries whose key is missing. */
  key: string
  /** 1..10, unique. */
  position: number
  translations: Record<Locale, GuideTranslation>
}

/** One demo notice (`/notice/detail`). */
export type NoticeTranslation = { title: string; body: string }
export type NoticeSeed = {
  /** Stable kebab-case key (stored as the notice's seed key). */
  key: string
  pinned: boolean
  published: boolean
  translations: Record<Locale, NoticeTranslation>
}

/** What pays a network bonus: a card activation, or a received shop order (its member-price total as P). */
export type Trigger = "activation" | "order"
export type TeamLevel = "V1" | "V2" | "V3" | "V4" | "V5"
export type CardKind = "standard" | "gold"
/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

export type PlanCard = {
  /** USD. */
  price: Decimal
  /** Share of a product's original price a member with this card pays. */
  price_ratio: Decimal
  /** Points granted at activation. */
  points: Decimal
}

/** The plan document (`GET /admin/plan` → `{ version, plan }`), see docs/api.md and docs/rules.md. */
export type Plan = {
  timezone: string
  cards: Record<CardKind, PlanCard>
  split: { usdt: Decimal; uuc: Decimal; pool_share_of_uuc: Decimal }
  levels: { star_max: number; team_volume: Record<TeamLevel, Decimal> }
  bonuses: {
    referral: { rate: Decimal; triggers: Trigger[] }
    layer: {
      /** Rate per layer, layer 1 first. */
      rates: Decimal[]
      cards: CardKind[]
      /** Star level needed at each layer, layer 1 first. */
      min_star: number[]
      loan_factor: Decimal
      loan_min_direct: number
      triggers: Trigger[]
    }
    team: { rates: Record<TeamLevel, Decimal>; triggers: Trigger[] }
    community: { rate: Decimal; triggers: Trigger[] }
    merchant: { rate: Decimal }
    /** UUC for ranks 1..10. */
    daily_top: { rewards: Decimal[]; first_place_min: number }
  }
  settlement: {
    /** Hours an activation's bonuses wait (pending settlement); at least the refund window. */
    delay_hours: number
    elimination_days: number
    /** true: staff chose to let bonuses settle before the refund window closes. */
    before_refund_window?: boolean
  }
  withdrawal: {
    min: Decimal
    per_day: number
    closed_weekdays: Weekday[]
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
    /** Most units of one specification per cart line; absent: 99. */
    max_quantity?: number
  }
  loan: { interest: Decimal }
  refund: { cooling_off_days: number }
  /** USD: a staff balance adjustment worth more waits for a second staff member. */
  limits: { adjustment_review: Decimal }
}

/** One spec of a demo goods item: USD prices, optionally a member and a UUC price. */
export type DemoSpecSeed = {
  name: string
  price: Decimal
  member_price?: Decimal
  uuc_price?: Decimal
  /** The spec's name in the other languages, when it is a word ("Black"; not "500 g"). */
  names?: Partial<Record<Exclude<Locale, "en-US">, string>>
}
/** A demo goods item's texts in one language. */
export type DemoGoodsTranslation = { title: string; description: string }
/** One demo goods item; its picture is drawn from `picture` (a tile with a letter). */
export type DemoGoodsSeed = {
  /** Stable kebab-case key; the seed adds goods whose key is missing. */
  seed_key: string
  category_handle: string
  /** en-US is the product's own title and description; every language is in its metadata. */
  translations: Record<Locale, DemoGoodsTranslation>
  picture: { label: string; colour: string }
  points_discount: Decimal
  specs: DemoSpecSeed[]
}

export declare const guide: GuideSeed[]
export declare const notices: NoticeSeed[]
export declare const plan: Plan
/** The demo shop catalogue, in every language: categories and goods. */
export declare const demoGoods: {
  /** `names["en-US"]` is the category's own name; every language is in its metadata. */
  categories: { handle: string; names: Record<Locale, string> }[]
  goods: DemoGoodsSeed[]
}
/**
 * The ledger's entry kinds (ledger-kinds.json): every kind a plugin posts, in the
 * order the kind filters list them, the groups the kind filter also accepts, and
 * the kinds never posted to a member's account.
 */
export declare const ledgerKinds: {
  kinds: string[]
  filters: string[]
  platform_only: string[]
  /** The member filter's groups: one choice each, its kinds sent comma-separated. */
  member_groups: Record<string, string[]>
  /** The kinds the `bonus` filter covers (the member filter lists them under it). */
  bonus_kinds: string[]
  /** Kinds the member filter leaves out (no member acts on them). */
  member_hidden: string[]
}
/** The interface languages, en-US first (locales.json: the one list of them). */
export declare const LOCALES: readonly Locale[]
