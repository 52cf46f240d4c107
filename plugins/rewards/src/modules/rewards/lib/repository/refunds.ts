import type { RefundPlan } from "../../../../refund/compute"
import type { Knex } from "@uuc/http"
import { money } from "../present"
import { CLEAR_FAILURES, DEBT_USD } from "./sql"

// A refund's statements: the plan kept on its activation, its completion
// (clawbacks and eliminations), and the clawback of a settled bonus that a
// refund or an order's cancellation shares.

const toClawback = (r: Record<string, unknown>) => ({
  id: r.id as string,
  bonus_id: r.bonus_id as string,
  activation_id: r.activation_id as string,
  member_id: r.member_id as string,
  usdt: money(r.usdt),
  uuc: money(r.uuc),
  uuc_pool: money(r.uuc_pool),
  debt_usdt: money(r.debt_usdt),
  debt_uuc: money(r.debt_uuc),
  debt_uuc_pool: money(r.debt_uuc_pool),
  plan_version: Number(r.plan_version),
  created_at: new Date(r.created_at as string).toISOString(),
})

/**
 * A settled bonus → clawed_back, with its clawback row (once: keyed by the
 * bonus), for a refund of its activation or the cancellation of its order; the
 * debt's USD value is at the price of that source.
 */
export async function clawBack(
  knex: Knex,
  c: RefundPlan["clawbacks"][number],
  source: { activation_id: string } | { order_id: string }
) {
  const [table, key] =
    "activation_id" in source
      ? ["reward_activation", "activation_id"]
      : ["reward_order", "order_id"]
  await knex.raw(
    `insert into reward_clawback (id, bonus_id, activation_id, order_id, member_id,
       usdt, uuc, uuc_pool, debt_usdt, debt_uuc, debt_uuc_pool, plan_version, debt_usd)
     select ?, ?, ?, ?, ?, ?, ?, ?, ?::numeric, ?::numeric, ?::numeric, b.plan_version,
            ${DEBT_USD}
       from reward_bonus b join ${table} a on a.id = b.${key}
      where b.id = ?
     on conflict (bonus_id) do nothing`,
    [
      `rclw_${c.bonus_id.replace(/^rbon_/, "")}`,
      c.bonus_id,
      "activation_id" in source ? source.activation_id : null,
      "order_id" in source ? source.order_id : null,
      c.member_id,
      c.usdt,
      c.uuc,
      c.uuc_pool,
      c.debt_usdt,
      c.debt_uuc,
      c.debt_uuc_pool,
      c.debt_usdt,
      c.debt_uuc,
      c.debt_uuc_pool,
      c.bonus_id,
    ]
  )
  await knex.raw(
    "update reward_bonus set status = 'clawed_back' where id = ? and status = 'settled'",
    [c.bonus_id]
  )
}

/** See RewardsModuleService.completeRefund. */
export async function completeRefund(
  knex: Knex,
  input: { id: string; entry_id: string }
): Promise<RefundPlan> {
  const { rows } = await knex.raw(
    "select * from reward_activation where id = ? for update",
    [input.id]
  )
  const a = rows[0]
  const refund = a.refund as RefundPlan
  if (a.status === "refunded") return refund
  for (const c of refund.clawbacks)
    await clawBack(knex, c, { activation_id: input.id })
  if (refund.eliminated.length)
    await knex.raw(
      `update reward_bonus set status = 'eliminated'
        where id = any(?) and status in ('pending_elimination','pending_settlement')`,
      [refund.eliminated]
    )
  await knex.raw(
    `update reward_activation set status = 'refunded', refund_entry_id = ?,
       refunded_at = now(), attempts = 0, last_error = null, stuck_at = null
     where id = ?`,
    [input.entry_id, input.id]
  )
  return refund
}

/** Keeps the computed refund on a completed activation. */
export async function planRefund(
  knex: Knex,
  input: { id: string; refund: RefundPlan }
) {
  await knex.raw(
    `update reward_activation set refund = ?::jsonb
      where id = ? and status = 'completed'`,
    [JSON.stringify(input.refund), input.id]
  )
}

/** Forgets a planned refund (and the activation's failures). */
export async function dropRefundPlan(knex: Knex, id: string) {
  await knex.raw(
    `update reward_activation set refund = null, ${CLEAR_FAILURES}
      where id = ? and status = 'completed'`,
    [id]
  )
}

/** Planned refunds not done nor quarantined, oldest first (activation rows). */
export async function plannedRefunds(knex: Knex, limit: number) {
  const { rows } = await knex.raw(
    `select * from reward_activation
      where status = 'completed' and refund is not null and stuck_at is null
      order by created_at limit ?`,
    [limit]
  )
  return rows
}

/** The refund kept on an activation and when it was done. */
export async function findRefund(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    "select refund, refunded_at from reward_activation where id = ?",
    [id]
  )
  return rows[0]
}

export async function listClawbacks(knex: Knex, activationId: string) {
  const { rows } = await knex.raw(
    "select * from reward_clawback where activation_id = ? order by id",
    [activationId]
  )
  return rows.map(toClawback)
}
