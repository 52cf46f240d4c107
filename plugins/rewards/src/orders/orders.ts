import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import { computeActivationBonuses } from "../engine"
import { buildBonusesPostings } from "../engine/postings"
import type { Earner } from "../engine/types"
import { withActivationLock } from "../activation/lock"
import {
  frozenAmong,
  type NetworkNode,
  type Ports,
  ports,
} from "../shared/ports"
import { computeClawbacks, refundPostings } from "../refund/compute"

export type OrderReceived = {
  order_id: string
  /** The buyer. */
  member_id: string
  /** The member whose goods were sold (null: the platform's own goods). */
  merchant_member_id: string | null
  member_price_total: string
}

const orderKey = (id: string) => `order:${id}:bonuses`
const orderCancelKey = (id: string) => `order:${id}:cancel`

async function earners(p: Ports, nodes: NetworkNode[]) {
  const ids = nodes.map((n) => n.member_id)
  const [frozen, debts, refundDebts] = await Promise.all([
    frozenAmong(p, ids),
    p.rewards.getDebts(ids),
    p.rewards.getRefundDebts(ids),
  ])
  return (n: NetworkNode): Earner => ({
    member_id: n.member_id,
    username: n.username,
    active: n.active,
    frozen: frozen.has(n.member_id),
    star_level: n.star_level,
    team_level: n.team_level,
    active_direct_count: n.active_direct_count,
    owes: debts[n.member_id] ?? "0",
    refund_debt: refundDebts[n.member_id] ?? "0",
  })
}

/**
 * A shop order was received (rules.md §4, §7): the merchant's sponsor earns the
 * plan's merchant rate of the member-price total, and each network bonus whose
 * plan `triggers` include "order" is paid with P = that total (current levels:
 * an order adds no volume). ONE ledger entry `order:<id>:bonuses`, settled at once
 * (a merchant bonus settles on receipt); records keyed by the order. Under the
 * activation lock (the same network reads as activations); a replay answers the
 * stored order.
 */
export async function onOrderReceived(
  container: MedusaContainer,
  input: OrderReceived
) {
  const total = new Decimal(input.member_price_total)
  if (!total.isFinite() || total.lte(0))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "invalid_amount",
      "member_price_total"
    )
  const p = ports(container)
  return withActivationLock(container, async () => {
    let order = await p.rewards.findOrder(input.order_id)
    if (!order) {
      const { version, plan } = await p.plan.getPlan()
      const buyer = await p.network.getNode(input.member_id)
      const path = await p.network.getPath(input.member_id)
      const sponsor = buyer.sponsor_id
        ? await p.network.getNode(buyer.sponsor_id)
        : null
      const merchant = input.merchant_member_id
        ? await p.network.getNode(input.merchant_member_id)
        : null
      const merchantSponsor = merchant?.sponsor_id
        ? await p.network.getNode(merchant.sponsor_id)
        : null
      const earner = await earners(p, [
        ...path,
        ...(sponsor ? [sponsor] : []),
        ...(merchantSponsor ? [merchantSponsor] : []),
      ])
      const price = String((await p.ledger.getTokenPrice()).price)
      // the bonuses, their computed total and what rounding leaves of it
      const { bonuses, total_usd, rounding_usd } = computeActivationBonuses({
        plan,
        plan_version: version,
        price,
        trigger: "order",
        activation: {
          id: input.order_id,
          member_id: input.member_id,
          username: buyer.username,
          card: buyer.card ?? "standard",
          kind: "activation",
          amount: total.toFixed(8),
        },
        sponsor: sponsor ? earner(sponsor) : null,
        path: path.map(earner),
        merchant_sponsor: merchantSponsor ? earner(merchantSponsor) : null,
      })
      order = await p.rewards.createOrder({
        id: input.order_id,
        member_id: input.member_id,
        merchant_member_id: input.merchant_member_id,
        total: total.toFixed(8),
        plan_version: version,
        price,
        bonuses,
        bonus_total_usd: total_usd,
        rounding_usd,
      })
    }
    if (order.status !== "pending") return { order, replayed: true }
    const settled = order.bonuses.filter((b) => b.status === "settled")
    let entryId: string | null = null
    if (settled.length || new Decimal(order.rounding_usd).gt(0)) {
      const { entry } = await p.ledger.postEntry({
        key: orderKey(order.id),
        kind: "order_bonuses",
        description_key: "rewards.order_bonuses",
        params: { order_id: order.id, plan_version: order.plan_version },
        source: { type: "order", id: order.id },
        postings: buildBonusesPostings(
          settled.map((b) => ({ ...b, member_id: b.beneficiary_id })),
          order.rounding_usd
        ),
      })
      entryId = entry.id
    }
    return {
      order: await p.rewards.completeOrder({ id: order.id, entry_id: entryId }),
      replayed: false,
    }
  })
}

/**
 * A received order was cancelled (refunded): its settled bonuses are clawed back
 * as a refund's are (as far as held, the rest is debt; ONE entry
 * `order:<id>:cancel`), the others eliminated. Unknown orders: nothing to do.
 */
export async function onOrderCancelled(
  container: MedusaContainer,
  orderId: string
) {
  const p = ports(container)
  return withActivationLock(container, async () => {
    const order = await p.rewards.findOrder(orderId)
    if (!order || order.status === "pending") return null
    if (order.status === "cancelled") return order
    let cancel = order.cancel
    const posted = await p.ledger.getEntry({ key: orderCancelKey(orderId) })
    if (!posted || !cancel) {
      const { bonus_records } = await p.rewards.listBonusRecords(
        { order_id: orderId },
        { limit: 1000, offset: 0 }
      )
      const settled = bonus_records.filter((b) => b.status === "settled")
      const balances = await p.ledger.getBalancesOfMany([
        ...new Set(settled.map((b) => b.member_id)),
      ])
      cancel = {
        amount: "0",
        points: "0",
        clawbacks: computeClawbacks(settled, balances),
        eliminated: [],
        reason: "order_cancelled",
        by: "system",
      }
      await p.rewards.keepOrderCancel({ id: orderId, cancel })
      const postings = refundPostings(order.member_id, cancel)
      if (postings.length)
        await p.ledger.postEntry({
          key: orderCancelKey(orderId),
          kind: "order_bonuses_clawback",
          description_key: "rewards.order_bonuses_clawback",
          params: { order_id: orderId },
          source: { type: "order", id: orderId },
          postings,
        })
    }
    return p.rewards.completeOrderCancel(orderId)
  })
}
