import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import {
  createCartCreditLinesWorkflow,
  deleteCartCreditLinesWorkflow,
  refreshPaymentCollectionForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { loadCart, type ShopCart } from "./cart"
import { readShopPlan } from "./plan"
import { ledgerOf } from "./ports"

const POINTS_REFERENCE = "points"

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))

/** The points credit line of a cart, and the points it stands for. */
export function pointsLine(cart: ShopCart) {
  const line = cart.credit_lines.find((l) => l.reference === POINTS_REFERENCE)
  return line
    ? { line, points: D(line.metadata?.points ?? 0), amount: D(line.amount) }
    : null
}

/**
 * The cap from what is already read (the checkout reads it in one go): the least of
 * the points balance, Σ the goods' points discount × quantity, and the cart's total
 * before points in points (rounded down to 8 places).
 */
export function capFrom(
  cart: ShopCart,
  rows: { product_id: string; points_discount: unknown }[],
  balance: Decimal.Value,
  pointValue: Decimal.Value
): Decimal {
  const discounts = new Map(
    rows.map((r) => [r.product_id, D(r.points_discount)])
  )
  const goods = cart.items.reduce(
    (s, i) =>
      s.plus((discounts.get(i.product_id ?? "") ?? D(0)).times(D(i.quantity))),
    D(0)
  )
  const before = D(cart.total).plus(pointsLine(cart)?.amount ?? 0)
  const byTotal = before.div(pointValue).toDecimalPlaces(8, Decimal.ROUND_DOWN)
  return Decimal.min(D(balance), goods, byTotal)
}

/**
 * The most points this cart may use (rules.md §7, api.md): the member's points
 * balance, Σ the goods' points discount × quantity, and the cart's total before
 * points (in points: total ÷ point value), whichever is least.
 */
export async function pointsCap(
  container: MedusaContainer,
  cart: ShopCart,
  memberId: string
) {
  const plan = await readShopPlan(container)
  const ledger = ledgerOf(container)
  const balance = D((await ledger.getBalances(memberId)).POINTS)
  const productIds = [
    ...new Set(cart.items.flatMap((i) => (i.product_id ? [i.product_id] : []))),
  ]
  const rows = productIds.length
    ? await container
        .resolve<ShopModuleService>(SHOP_MODULE)
        .listShopProducts({ product_id: productIds })
    : []
  return {
    cap: capFrom(cart, rows, balance, plan.point_value),
    balance,
    point_value: plan.point_value,
  }
}

/**
 * Sets the cart's points (0 removes them): refused above the cap with
 * `points_exceed_limit`; otherwise the `points` credit line is replaced by one
 * worth points × point value USD. Nothing moves in the ledger until checkout.
 */
export async function setCartPoints(
  container: MedusaContainer,
  cart: ShopCart,
  memberId: string,
  points: Decimal
) {
  // points are USD off (rules.md §7): a UUC cart pays its whole UUC price
  if (cart.currency_code.toLowerCase() !== "usd" && points.gt(0))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "uuc_cart_no_points",
      "points"
    )
  // Under the cart's lock, the one Medusa's cart workflows take (bare cart id):
  // parallel requests replaced the line each from its own read and left one
  // line each. The credit-line workflows take no lock; the refresh below does,
  // and Medusa's locks are not re-entrant, so it runs after the release.
  await container.resolve(Modules.LOCKING).execute(
    cart.id,
    async () => {
      const now = await loadCart(container, cart.id, cart.customer_id ?? "")
      const { cap, point_value } = await pointsCap(container, now, memberId)
      if (points.gt(cap))
        throw new AppError(
          MedusaError.Types.INVALID_DATA,
          "points_exceed_limit",
          "points"
        )
      const old = now.credit_lines.filter(
        (l) => l.reference === POINTS_REFERENCE
      )
      if (old.length)
        await deleteCartCreditLinesWorkflow(container).run({
          input: { id: old.map((l) => l.id) },
        })
      if (points.gt(0))
        await createCartCreditLinesWorkflow(container).run({
          input: [
            {
              cart_id: cart.id,
              // Medusa types a credit line's amount as a number
              // (CreateCartCreditLineDTO, the workflow's input alike); the money
              // itself is the points entry's
              amount: points.times(point_value).toNumber(),
              reference: POINTS_REFERENCE,
              reference_id: memberId,
              metadata: { points: points.toFixed(8) },
            },
          ],
        })
    },
    { timeout: 30 }
  )
  // a prepared payment would still ask the old total: Medusa's cart changes
  // refresh the collection, its credit-line workflows do not
  if (cart.payment_collection)
    await refreshPaymentCollectionForCartWorkflow(container).run({
      input: { cart_id: cart.id },
    })
}
