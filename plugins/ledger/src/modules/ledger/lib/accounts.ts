/**
 * Account addresses, TigerBeetle/Formance style: readable, and telling what they may
 * do. `member:<id>:<ASSET>` belongs to a member and never goes below zero;
 * `platform:*` and `world:*` are the platform's own and the outside world's.
 */
export const ASSETS = [
  "USDT",
  "USDT_HELD",
  "UUC",
  "UUC_POOL",
  "POINTS",
] as const
export type Asset = (typeof ASSETS)[number]

/** What must sum to zero in an entry: held USDT is still USDT, pooled UUC still UUC. */
export type Unit = "USDT" | "UUC" | "POINTS"
export const UNIT_OF: Record<Asset, Unit> = {
  USDT: "USDT",
  USDT_HELD: "USDT",
  UUC: "UUC",
  UUC_POOL: "UUC",
  POINTS: "POINTS",
}

export const CHAINS = ["BEP20", "POLYGON"] as const
export type Chain = (typeof CHAINS)[number]

export const PLATFORM = {
  revenue: "platform:revenue",
  bonusExpense: "platform:bonus_expense",
  fees: "platform:fees",
  rounding: "platform:rounding",
  uucReserve: "platform:uuc_reserve",
  uucBurned: "platform:uuc_burned",
  exchange: "platform:exchange",
  adjustments: "platform:adjustments",
  points: "platform:points",
  loans: "platform:loans",
} as const

/** Where minted UUC came from: its balance is minus the total supply. */
export const UUC_ISSUANCE = "world:uuc_issuance"

/** The outside world on a chain: recharges come from it, payouts go to it. */
export const worldAccount = (chain: Chain) => `world:${chain}`

export const memberAccount = (memberId: string, asset: Asset) =>
  `member:${memberId}:${asset}`

/**
 * A member's loan receivable (rules.md §6): the platform's
 * claim on the member, in USDT. The card on credit debits it what the loan owes
 * (P × (1 + interest), rounded up); each repayment credits it back; so its
 * balance is minus what is still owed, and zero once the loan is repaid. The
 * platform's, not the member's: it may go negative and is never rounded.
 */
export const loanAccount = (memberId: string) => `loan:${memberId}`

/** Platform accounts that may not go negative: UUC only leaves the reserve it holds. */
const NEVER_NEGATIVE = new Set<string>([
  PLATFORM.uucReserve,
  PLATFORM.uucBurned,
])

const MEMBER_RE =
  /^member:([A-Za-z0-9_-]{1,64}):(USDT|USDT_HELD|UUC|UUC_POOL|POINTS)$/
const PLATFORM_RE = /^(platform|world):[A-Za-z0-9_]{1,60}$/
const LOAN_RE = /^loan:[A-Za-z0-9_-]{1,64}$/

export type AccountInfo = {
  address: string
  asset: Asset
  unit: Unit
  member_id: string | null
  allow_negative: boolean
}

/** What an address and asset pair is, or null when it is not a valid account. */
export function describeAccount(
  address: string,
  asset: string
): AccountInfo | null {
  const m = MEMBER_RE.exec(address)
  if (m) {
    if (m[2] !== asset) return null
    const a = asset as Asset
    return {
      address,
      asset: a,
      unit: UNIT_OF[a],
      member_id: m[1],
      allow_negative: false,
    }
  }
  if (LOAN_RE.test(address))
    return asset === "USDT"
      ? { address, asset, unit: "USDT", member_id: null, allow_negative: true }
      : null
  if (!PLATFORM_RE.test(address)) return null
  if (asset !== "USDT" && asset !== "UUC" && asset !== "POINTS") return null
  return {
    address,
    asset,
    unit: asset,
    member_id: null,
    allow_negative: !NEVER_NEGATIVE.has(address),
  }
}
