import type { PlanModuleService } from "@uuc/rewards/rewards-api"
import Decimal from "decimal.js"

/**
 * An amount as Medusa hands it to providers: a number, a string, or a BigNumber
 * or raw `{ value }` object (refunds pass the raw form).
 */
export function amountOf(v: unknown): Decimal {
  if (v && typeof v === "object") {
    const o = v as { raw?: { value?: unknown }; value?: unknown }
    if (o.raw?.value !== undefined) return new Decimal(String(o.raw.value))
    if (o.value !== undefined) return new Decimal(String(o.value))
  }
  return new Decimal(String(v))
}

export type WalletAsset = "USDT" | "UUC"

/**
 * Authorized USDT waits in the shop's escrow until the order is received
 * (capture) or cancelled (release). The member's USDT_HELD is the ledger's
 * for open withdrawals (its verify checks that), so shop holds live here.
 */
const SHOP_ESCROW = "platform:shop_escrow"
/** Where captured shop USDT goes. */
export const SHOP_SALES = "platform:shop_sales"
const UUC_BURNED = "platform:uuc_burned"
const UUC_RESERVE = "platform:uuc_reserve"

/** The burned share of a UUC payment (plan `shop.uuc_burn_share`, else 0.90). */
export async function burnShare(container: Record<string, unknown>) {
  const plan = container.plan as PlanModuleService | undefined
  const share = plan
    ? (await plan.getPlan()).plan.shop?.uuc_burn_share
    : undefined
  return new Decimal(share ?? "0.90")
}

export type UucSplit = { burned: Decimal; reserve: Decimal }

/**
 * The part of a UUC payment's split that a refund of `amount` gives back: all of
 * it for the whole payment, else the burned part pro rata (8 places, down) and
 * the rest from the reserve, so the payment's own split comes back whatever the
 * plan's share is now.
 */
export function refundSplit(paid: UucSplit, amount: Decimal.Value): UucSplit {
  const total = paid.burned.plus(paid.reserve)
  const back = new Decimal(amount)
  if (back.gte(total)) return paid
  const burned = paid.burned
    .times(back)
    .div(total)
    .toDecimalPlaces(8, Decimal.ROUND_DOWN)
  return { burned, reserve: back.minus(burned) }
}

/** Splits a UUC amount: burned = amount × share (8 places, down), reserve = the rest. */
export function uucSplit(amount: Decimal.Value, share: Decimal.Value) {
  const total = new Decimal(amount)
  const burned = total.times(share).toDecimalPlaces(8, Decimal.ROUND_DOWN)
  return { burned, reserve: total.minus(burned) }
}

/**
 * Authorization: USDT is held in the shop's escrow; UUC is paid at once, the
 * plan's share burned and the rest back to the reserve.
 */
export async function holdPostings(
  container: Record<string, unknown>,
  member: string,
  asset: WalletAsset,
  amount: string,
  split?: UucSplit
) {
  if (asset === "USDT")
    return [
      { account: `member:${member}:USDT`, asset: "USDT", amount: `-${amount}` },
      { account: SHOP_ESCROW, asset: "USDT", amount },
    ]
  const { burned, reserve } =
    split ?? uucSplit(amount, await burnShare(container))
  return [
    { account: `member:${member}:UUC`, asset: "UUC", amount: `-${amount}` },
    { account: UUC_BURNED, asset: "UUC", amount: burned.toFixed(8) },
    ...(reserve.gt(0)
      ? [{ account: UUC_RESERVE, asset: "UUC", amount: reserve.toFixed(8) }]
      : []),
  ].filter((p) => !new Decimal(p.amount).isZero())
}

/** Capture: the held USDT goes from the escrow to the shop's sales. */
export const capturePostings = (amount: string) => [
  { account: SHOP_ESCROW, asset: "USDT", amount: `-${amount}` },
  { account: SHOP_SALES, asset: "USDT", amount },
]

/** Cancel before capture: the hold comes back from the escrow. */
export const releasePostings = (member: string, amount: string) => [
  { account: SHOP_ESCROW, asset: "USDT", amount: `-${amount}` },
  { account: `member:${member}:USDT`, asset: "USDT", amount },
]

/** Refund after capture: USDT from the shop's sales; UUC back from burned and reserve. */
export async function refundPostings(
  container: Record<string, unknown>,
  member: string,
  asset: WalletAsset,
  amount: string,
  split?: UucSplit
) {
  if (asset === "USDT")
    return [
      { account: SHOP_SALES, asset: "USDT", amount: `-${amount}` },
      { account: `member:${member}:USDT`, asset: "USDT", amount },
    ]
  const { burned, reserve } =
    split ?? uucSplit(amount, await burnShare(container))
  return [
    { account: UUC_BURNED, asset: "UUC", amount: `-${burned.toFixed(8)}` },
    ...(reserve.gt(0)
      ? [
          {
            account: UUC_RESERVE,
            asset: "UUC",
            amount: `-${reserve.toFixed(8)}`,
          },
        ]
      : []),
    { account: `member:${member}:UUC`, asset: "UUC", amount },
  ].filter((p) => !new Decimal(p.amount).isZero())
}
