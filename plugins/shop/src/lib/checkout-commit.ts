import type {
  ICustomerModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { pricesMoved, refuseBadQuantities } from "./fresh-prices"
import { groupName } from "./pricing-setup"
import { readShopPlan, type Card } from "./plan"
import { membersOf, merchantsOf, rewardsOf } from "./ports"
import { isUucCart } from "./uuc-cart"
import { amountOf } from "./wallet-postings"

/** The per-member lock of money steps the checkout and the card refund share. */
export { memberMoneyKey } from "@uuc/rewards/rewards-api"

/**
 * The card the member holds as the rewards module says now: the newest
 * completed (not refunded) activation's card, or null (one statement).
 */
export async function cardNow(
  container: MedusaContainer,
  memberId: string
): Promise<string | null> {
  const rows = await rewardsOf(container).listMemberActivations(memberId, 10)
  return rows.find((a) => a.status === "completed")?.card ?? null
}

/** What the checkout planned for one part, as the completion re-checks it. */
export type CommitPlan = {
  member_id: string
  /** The card the plan priced the lines with (null: none). */
  card: string | null
  /** The points the checkout debited for this part (decimal text). */
  points: string
}

type CommitCart = {
  currency_code: string
  region_id?: string | null
  total?: unknown
  items?: {
    product_id?: string | null
    variant_id?: string | null
    quantity: unknown
    unit_price: unknown
  }[]
  credit_lines?: {
    reference?: string | null
    amount?: unknown
    metadata?: Record<string, unknown> | null
  }[]
}

/** The customer group ids `card`'s member prices are given to (none without a card). */
async function cardGroupIds(
  container: MedusaContainer,
  card: string | null
): Promise<string[]> {
  if (!card) return []
  const groups = await container
    .resolve<ICustomerModuleService>(Modules.CUSTOMER)
    .listCustomerGroups({ name: groupName(card as Card) }, { select: ["id"] })
  return groups.map((g) => g.id)
}

const D = (v: unknown) =>
  new Decimal(v === null || v === undefined ? 0 : String(v))
const conflict = (code: string) =>
  new AppError(MedusaError.Types.CONFLICT, code)

/**
 * The checkout's decision at commit (rules.md §7 "Checked at commit"), on the
 * cart Medusa's completion has just read under the cart's lock, while the
 * checkout holds the member's money lock: every line's goods listed and its
 * merchant active, the member's card unchanged since the plan priced the lines,
 * quantities, exactly the one points line the checkout debited (within the goods'
 * points discount now), a UUC cart's lines at today's UUC prices. One read per
 * source, side by side; anything else than planned is refused (nothing is
 * authorized yet, the checkout's compensation gives the points back).
 */
export async function refuseChangedAtCommit(
  container: MedusaContainer,
  cart: CommitCart,
  plan: CommitPlan
): Promise<void> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const items = cart.items ?? []
  const uuc = isUucCart(cart)
  const productIds = [
    ...new Set(items.flatMap((i) => (i.product_id ? [i.product_id] : []))),
  ]
  const variantIds = [
    ...new Set(items.flatMap((i) => (i.variant_id ? [i.variant_id] : []))),
  ]
  const [rows, card, variants, shopPlan] = await Promise.all([
    productIds.length ? shop.listShopProducts({ product_id: productIds }) : [],
    uuc ? Promise.resolve(null) : cardNow(container, plan.member_id),
    uuc && variantIds.length
      ? shop.listShopVariants({ variant_id: variantIds })
      : Promise.resolve([]),
    readShopPlan(container),
  ])
  refuseBadQuantities(
    cart as Parameters<typeof refuseBadQuantities>[0],
    shopPlan
  )
  const byProduct = new Map(rows.map((r) => [r.product_id, r]))
  if (items.some((i) => byProduct.get(i.product_id ?? "")?.status !== "listed"))
    throw conflict("goods_unavailable")
  // each merchant's account still there and its member not frozen
  const merchantIds = [
    ...new Set(rows.flatMap((r) => (r.merchant_id ? [r.merchant_id] : []))),
  ]
  if (merchantIds.length) {
    const merchants = merchantsOf(container)
    const found = merchants
      ? await merchants.listMerchants(
          { id: merchantIds },
          { select: ["id", "member_id"] }
        )
      : []
    if (found.length !== merchantIds.length) throw conflict("goods_unavailable")
    const frozen = await membersOf(container).listFrozenIds(
      found.map((m) => m.member_id)
    )
    if (frozen.length) throw conflict("goods_unavailable")
  }
  // member prices only with the card the plan priced them with, held now, and
  // each line at the price Medusa's pricing gives that card's group now (a base
  // price or a price list edited since the plan): the group by the card the
  // rewards module holds, not the customer's links a subscriber moves later
  if (!uuc && card !== plan.card) throw conflict("cart_changed")
  if (
    !uuc &&
    (await pricesMoved(container, cart, await cardGroupIds(container, card)))
  )
    throw conflict("cart_changed")
  if (uuc) {
    const prices = new Map(variants.map((v) => [v.variant_id, v.uuc_price]))
    if (
      items.some((i) => {
        const p = prices.get(i.variant_id ?? "")
        return p === null || p === undefined || !D(p).eq(D(i.unit_price))
      })
    )
      throw conflict("uuc_price_changed")
  }
  // exactly the points line the checkout debited, and no other credit line
  const lines = cart.credit_lines ?? []
  const points = D(plan.points)
  const [line, ...more] = lines
  if (more.length || (line && (uuc || line.reference !== "points")))
    throw conflict("cart_changed")
  const held = D(line?.metadata?.points)
  if (!held.eq(points)) throw conflict("cart_changed")
  // Medusa keeps the amount as the number it was given (points.ts)
  const worth = held.times(shopPlan.point_value).toDecimalPlaces(8)
  if (line && !amountOf(line.amount).toDecimalPlaces(8).eq(worth))
    throw conflict("cart_changed")
  const discounts = items.reduce(
    (s, i) =>
      s.plus(
        D(byProduct.get(i.product_id ?? "")?.points_discount).times(
          D(i.quantity)
        )
      ),
    D(0)
  )
  if (points.gt(discounts) || amountOf(cart.total).lt(0))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "points_exceed_limit",
      "points"
    )
}
