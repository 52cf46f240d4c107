import type { RefundPlan } from "../../../refund/compute"
import type { Knex } from "./knex"
import { DEBT_USD } from "./debt"
import { money } from "./present"

export const toClawback = (r: Record<string, unknown>) => ({
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
  for (const c of refund.clawbacks) {
    await knex.raw(
      `insert into reward_clawback (id, bonus_id, activation_id, member_id, usdt, uuc,
         uuc_pool, debt_usdt, debt_uuc, debt_uuc_pool, plan_version, debt_usd)
       select ?, ?, ?, ?, ?, ?, ?, ?::numeric, ?::numeric, ?::numeric, b.plan_version,
              ${DEBT_USD}
         from reward_bonus b join reward_activation a on a.id = b.activation_id
        where b.id = ?
       on conflict (bonus_id) do nothing`,
      [
        `rclw_${c.bonus_id.replace(/^rbon_/, "")}`,
        c.bonus_id,
        input.id,
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
