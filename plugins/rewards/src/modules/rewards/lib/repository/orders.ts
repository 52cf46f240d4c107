import Decimal from "decimal.js"
import type { Bonus } from "../../../../engine/types"
import type { RefundPlan } from "../../../../refund/compute"
import { collectedValues } from "../collected"
import type { Knex } from "@uuc/http"
import { money } from "../present"
import { bonusValues } from "./bonuses"
import { repayLoan } from "./loans"
import { clawBack } from "./refunds"

// The statements on shop orders' rewards (`reward_order`, and the bonus records
// and clawbacks of an order).

export type NewOrder = {
  id: string
  member_id: string
  merchant_member_id: string | null
  total: string
  plan_version: number
  price: string
  bonuses: Bonus[]
  /** Σ of the bonuses' exact amounts, floored to 8 places (null: before rounding was kept). */
  bonus_total_usd: string | null
  /** What rounding left over of that total: posted to platform:rounding. */
  rounding_usd: string
}

export type StoredOrder = NewOrder & {
  status: "pending" | "received" | "cancelled"
  entry_id: string | null
  cancel: RefundPlan | null
}

const toOrder = (r: Record<string, unknown>): StoredOrder => ({
  id: r.id as string,
  member_id: r.member_id as string,
  merchant_member_id: (r.merchant_member_id as string | null) ?? null,
  total: money(r.total),
  plan_version: Number(r.plan_version),
  price: money(r.price),
  bonuses: (r.bonuses as Bonus[]) ?? [],
  bonus_total_usd: r.bonus_total_usd == null ? null : money(r.bonus_total_usd),
  rounding_usd: money(r.rounding_usd ?? 0),
  status: r.status as StoredOrder["status"],
  entry_id: (r.entry_id as string | null) ?? null,
  cancel: (r.cancel as RefundPlan | null) ?? null,
})

export async function findOrder(knex: Knex, id: string) {
  const { rows } = await knex.raw("select * from reward_order where id = ?", [
    id,
  ])
  return rows.length ? toOrder(rows[0]) : null
}

/** Records an order pending with its computed bonuses; an existing one wins. */
export async function createOrder(knex: Knex, o: NewOrder) {
  await knex.raw(
    `insert into reward_order (id, member_id, merchant_member_id, total,
       plan_version, price, bonuses, bonus_total_usd, rounding_usd)
     values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) on conflict (id) do nothing`,
    [
      o.id,
      o.member_id,
      o.merchant_member_id,
      o.total,
      o.plan_version,
      o.price,
      JSON.stringify(o.bonuses),
      o.bonus_total_usd,
      o.rounding_usd,
    ]
  )
  return (await findOrder(knex, o.id))!
}

/** The order's bonus records (keyed by order and position) and its `received` mark. */
export async function completeOrder(
  knex: Knex,
  input: { id: string; entry_id: string | null }
) {
  const { rows } = await knex.raw(
    "select * from reward_order where id = ? for update",
    [input.id]
  )
  const o = toOrder(rows[0])
  for (const [seq, b] of o.bonuses.entries())
    await knex.raw(
      `insert into reward_bonus (id, activation_id, order_id, seq, type, member_id,
         username, source_member_id, rate, amount_usd, usdt, repaid, uuc, uuc_pool,
         status, plan_version, description_key, params, settled_at,
         debt_collected_usd, debt_collected_usdt, debt_collected_uuc,
         debt_collected_uuc_pool)
       values (?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb,
         case when ? = 'settled' then now() end, ?, ?, ?, ?)
       on conflict do nothing`,
      [
        `rbon_o_${o.id}_${seq}`,
        o.id,
        seq,
        ...bonusValues(b, o.member_id),
        JSON.stringify({ ...b.explanation.params, order_id: o.id }),
        b.status,
        ...collectedValues(b),
      ]
    )
  const { rows: moved } = await knex.raw(
    `update reward_order set status = 'received', entry_id = ?
      where id = ? and status = 'pending' returning id`,
    [input.entry_id, input.id]
  )
  // the loans these bonuses repay, as for activations (once: with the status move)
  if (moved.length)
    for (const b of o.bonuses)
      if (b.status === "settled" && new Decimal(b.repaid).gt(0))
        await repayLoan(knex, b.beneficiary_id, b.repaid)
  return (await findOrder(knex, input.id))!
}

export async function keepCancel(
  knex: Knex,
  input: { id: string; cancel: RefundPlan }
) {
  await knex.raw(
    "update reward_order set cancel = ?::jsonb where id = ? and status = 'received'",
    [JSON.stringify(input.cancel), input.id]
  )
}

/** Settled order bonuses → clawed_back (with clawback rows), unsettled → eliminated. */
export async function completeCancel(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    "select * from reward_order where id = ? for update",
    [id]
  )
  const o = toOrder(rows[0])
  if (o.status === "cancelled" || !o.cancel) return o
  for (const c of o.cancel.clawbacks) await clawBack(knex, c, { order_id: id })
  await knex.raw(
    `update reward_bonus set status = 'eliminated'
      where order_id = ? and status in ('pending_elimination','pending_settlement')`,
    [id]
  )
  await knex.raw(
    `update reward_order set status = 'cancelled', cancelled_at = now() where id = ?`,
    [id]
  )
  return (await findOrder(knex, id))!
}
