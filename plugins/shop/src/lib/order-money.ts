import type { MedusaContainer } from "@medusajs/framework/types"
import { onOrderReceived } from "@uuc/rewards/rewards-api"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { ledgerOf, merchantsOf, planOf } from "./ports"
import { SHOP_SALES } from "./wallet-postings"

// The money that follows a received or cancelled order (the steps of
// workflows/order-receipt.ts and order-cancellation.ts). Each move is keyed by the
// order, so a replay after a crash posts nothing twice.

type Row = Awaited<ReturnType<ShopModuleService["listShopOrders"]>>[number]

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))

async function rowOf(container: MedusaContainer, orderId: string) {
  const [row] = await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .listShopOrders({ order_id: orderId })
  return row
}

/**
 * A received order's value in USD: its member-price total before points (rules.md
 * §7: points are the platform's cost), or for a UUC order the UUC paid × the
 * token price of its checkout.
 */
function usdValue(row: Row) {
  return row.currency === "UUC"
    ? D(row.total)
        .times(D(row.token_price))
        .toDecimalPlaces(8, Decimal.ROUND_DOWN)
    : D(row.member_price_total)
}

/** The member behind a merchant account: stored at checkout, else read. */
async function merchantMemberOf(container: MedusaContainer, row: Row) {
  if (row.merchant_member_id) return row.merchant_member_id
  const merchants = merchantsOf(container)
  if (!row.merchant_id || !merchants) return null
  const [m] = await merchants.listMerchants(
    { id: [row.merchant_id] },
    { select: ["id", "member_id"] }
  )
  return m?.member_id ?? null
}

/**
 * The merchant's settlement of a received order (rules.md §7): the
 * order's USD value less the plan's `shop.merchant_commission`, in USDT, from the
 * shop's sales (where the escrow's capture went; a UUC order's burn and reserve
 * were posted at payment), ONE ledger entry keyed by the order, then the row is
 * marked settled (a replay posts nothing twice). Not a merchant's: nothing.
 */
export async function settleOrder(container: MedusaContainer, orderId: string) {
  const row = await rowOf(container, orderId)
  if (!row || row.settlement_status !== "pending" || row.status !== "received")
    return
  const merchantMember = await merchantMemberOf(container, row)
  if (!merchantMember) return
  const { plan } = await planOf(container).getPlan()
  const rate = D(plan.shop?.merchant_commission ?? "0.10")
  const gross = usdValue(row)
  const credit = gross
    .times(D(1).minus(rate))
    .toDecimalPlaces(8, Decimal.ROUND_DOWN)
  const commission = gross.minus(credit)
  if (credit.gt(0))
    await ledgerOf(container).postEntry({
      key: `shop:settle:${orderId}`,
      kind: "shop_merchant_settlement",
      description_key: "shop.merchant_settlement",
      params: {
        order_id: orderId,
        amount: credit.toFixed(8),
        fee: commission.toFixed(8),
      },
      source: { type: "order", id: orderId },
      postings: [
        { account: SHOP_SALES, asset: "USDT", amount: `-${credit.toFixed(8)}` },
        {
          account: `member:${merchantMember}:USDT`,
          asset: "USDT",
          amount: credit.toFixed(8),
        },
      ],
    })
  await container
    .resolve<ShopModuleService>(SHOP_MODULE)
    .markSettled(orderId, credit.toFixed(8), commission.toFixed(8))
}

/**
 * The bonuses of a received order, through rewards' public entry (the merchant's
 * sponsor's merchant bonus, and the network bonuses when the plan's triggers
 * include "order"); rewards keys its entry by the order, so a replay pays nothing
 * twice, and a borrower's USDT repays the loan as for activations.
 */
export async function payOrderBonuses(
  container: MedusaContainer,
  orderId: string
) {
  const row = await rowOf(container, orderId)
  if (!row || row.status !== "received") return
  const total = usdValue(row)
  if (!total.gt(0)) return
  await onOrderReceived(container, {
    order_id: orderId,
    member_id: row.member_id,
    merchant_member_id: await merchantMemberOf(container, row),
    member_price_total: total.toFixed(8),
  })
}

/** A cancelled order's points go back to its member (keyed by the order). */
export async function returnOrderPoints(
  container: MedusaContainer,
  orderId: string
) {
  const row = await rowOf(container, orderId)
  if (!row || row.status !== "cancelled") return
  const points = D(row.points)
  if (!points.gt(0)) return
  await ledgerOf(container).postEntry({
    key: `shop:points-return:${orderId}`,
    kind: "shop_points_return",
    description_key: "shop.points_return",
    params: { order_id: orderId, points: points.toFixed(8) },
    source: { type: "order", id: orderId },
    postings: [
      {
        account: "platform:points",
        asset: "POINTS",
        amount: `-${points.toFixed(8)}`,
      },
      {
        account: `member:${row.member_id}:POINTS`,
        asset: "POINTS",
        amount: points.toFixed(8),
      },
    ],
  })
}
