import type { Bonus } from "../../../../engine/types"
import { collectedValues } from "../collected"
import type { Knex } from "@uuc/http"
import type { BonusFilters } from "../types"
import { whereOf } from "./sql"

// The statements on bonus records (`reward_bonus`), except those of the daily
// top 10 (./daily.ts) and of orders (./orders.ts), and on the keyed side
// effects (`reward_operation`).

type Page = { limit: number; offset: number }

/**
 * A bonus's columns from `type` to `description_key` (the earner, the amounts,
 * the status, the plan), in reward_bonus's insert order; `source` is the member
 * whose activation or order paid it.
 */
export const bonusValues = (b: Bonus, source: string) => [
  b.type,
  b.beneficiary_id,
  b.beneficiary_username,
  source,
  b.rate,
  b.amount_usd,
  b.usdt,
  b.repaid,
  b.uuc,
  b.uuc_pool,
  b.status,
  b.plan_version,
  b.explanation.key,
]

/** An activation's bonuses as it computed them (`bonuses`), to insert. */
type Computed = { id: string; member_id: string; bonuses: Bonus[] }

/** Inserts the records not written yet (one statement); answers those it inserted. */
export async function insertBonuses(knex: Knex, ...activations: Computed[]) {
  const all = activations.flatMap((a) =>
    a.bonuses.map((b, seq) => ({ a, b, seq }))
  )
  if (!all.length) return []
  const row = `(${Array(15).fill("?").join(", ")}, ?, ?::jsonb,
    case when ? = 'settled' then now() end, ?, ?, ?, ?)`
  const values = all.map(() => row)
  const bindings = all.flatMap(({ a, b, seq }) => [
    `rbon_${a.id.replace(/^act_/, "")}_${seq}`,
    a.id,
    seq,
    ...bonusValues(b, a.member_id),
    JSON.stringify(b.explanation.params),
    b.status,
    ...collectedValues(b),
  ])
  const { rows } = await knex.raw(
    `insert into reward_bonus (id, activation_id, seq, type, member_id, username,
       source_member_id, rate, amount_usd, usdt, repaid, uuc, uuc_pool, status,
       plan_version, description_key, params, settled_at, debt_collected_usd,
       debt_collected_usdt, debt_collected_uuc, debt_collected_uuc_pool)
     values ${values.join(", ")} on conflict (activation_id, seq) do nothing
     returning member_id, repaid, status`,
    bindings
  )
  return rows as { member_id: string; repaid: string; status: string }[]
}

/** Bonus records, newest first, and the count and totals of every match. */
export async function listBonusRecords(
  knex: Knex,
  filters: BonusFilters,
  page: Page
) {
  const { sql, bindings } = whereOf([
    ["member_id = ?", filters.member_id],
    ["type = ?", filters.type],
    ["status = ?", filters.status],
    ["activation_id = ?", filters.activation_id],
    ["order_id = ?", filters.order_id],
    ["created_at >= ?", filters.from || undefined],
    ["created_at < ?", filters.to || undefined],
  ])
  const [{ rows }, { rows: totals }] = await Promise.all([
    knex.raw(
      `select * from reward_bonus ${sql}
        order by created_at desc, activation_id, seq limit ? offset ?`,
      [...bindings, page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as count, coalesce(sum(amount_usd), 0) as amount_usd,
              coalesce(sum(usdt), 0) as usdt, coalesce(sum(repaid), 0) as repaid,
              coalesce(sum(uuc), 0) as uuc, coalesce(sum(uuc_pool), 0) as uuc_pool
         from reward_bonus ${sql}`,
      bindings
    ),
  ])
  return { rows, totals: totals[0] }
}

/** Records a keyed side effect; false when it was done before. */
export async function claimOperation(
  knex: Knex,
  input: { id: string; key: string; kind: string }
) {
  // txid_current() gives even a claim that finds its key taken a transaction id,
  // so its commit always waits for the WAL flush: commits made before it with
  // relaxed (withRelaxedCommit) are durable once it returns.
  const { rows } = await knex.raw(
    `with durable as (select txid_current())
     insert into reward_operation (id, key, kind) select ?, ?, ? from durable
     on conflict (key) where deleted_at is null do nothing returning id`,
    [input.id, input.key, input.kind]
  )
  return rows.length > 0
}

/**
 * Claims several keyed side effects of one kind in one durable statement (a lock
 * hold's events, phases.ts): answers the keys claimed now (the others were
 * claimed before). Its commit waits for the WAL flush, as claimOperation's, so
 * everything committed before it with relaxed commits is durable once it returns.
 */
export async function claimOperations(
  knex: Knex,
  input: { ids: string[]; keys: string[]; kind: string }
) {
  const { rows } = await knex.raw(
    `with durable as (select txid_current())
     insert into reward_operation (id, key, kind)
     select c.id, c.key, ? from unnest(?::text[], ?::text[]) as c(id, key), durable
     on conflict (key) where deleted_at is null do nothing returning key`,
    [input.kind, input.ids, input.keys]
  )
  return new Set(rows.map((r) => String(r.key)))
}

/** Activations with bonuses waiting for their delay, oldest first (not refunded). */
export async function delayedSettlements(knex: Knex, limit: number) {
  const { rows } = await knex.raw(
    `select a.id, a.plan_version, a.created_at from reward_activation a
      where a.status = 'completed' and a.refund is null and exists (
        select 1 from reward_bonus b
         where b.activation_id = a.id and b.status = 'pending_settlement')
      order by a.created_at limit ?`,
    [limit]
  )
  return rows
}

/** pending_settlement → settled for an activation's bonuses; answers those moved. */
export async function markSettled(knex: Knex, activationId: string) {
  const { rows } = await knex.raw(
    `update reward_bonus set status = 'settled', settled_at = now()
      where activation_id = ? and status = 'pending_settlement'
      returning id, member_id, repaid`,
    [activationId]
  )
  return rows.map((r: Record<string, unknown>) => ({
    id: String(r.id),
    member_id: String(r.member_id),
    repaid: String(r.repaid),
  }))
}

/** Bonus records of frozen earners still waiting, oldest first. */
export async function pendingEliminations(knex: Knex, limit: number) {
  const { rows } = await knex.raw(
    `select * from reward_bonus where status = 'pending_elimination'
      order by created_at, activation_id, seq limit ?`,
    [limit]
  )
  return rows
}

/**
 * A bonus still pending elimination, locked, with what its settlement needs
 * (its earner, amounts and the price it was paid at); none when no longer pending.
 */
export async function lockPendingBonus(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `select b.member_id, b.type, b.amount_usd, b.usdt, b.uuc, b.uuc_pool,
            coalesce(b.price, a.price, o.price) as price
       from reward_bonus b
       left join reward_activation a on a.id = b.activation_id
       left join reward_order o on o.id = b.order_id
      where b.id = ? and b.status = 'pending_elimination' for update of b`,
    [id]
  )
  return rows[0]
}

/**
 * A frozen earner's bonus settled with its split: the amounts paid and the
 * refund debt collected (`collected`: collectedValues of the split).
 */
export async function settleBonus(
  knex: Knex,
  id: string,
  split: { usdt: string; repaid: string; uuc: string; uuc_pool: string },
  collected: string[]
) {
  await knex.raw(
    `update reward_bonus set status = 'settled', settled_at = now(),
       usdt = ?, repaid = ?, uuc = ?, uuc_pool = ?, debt_collected_usd = ?,
       debt_collected_usdt = ?, debt_collected_uuc = ?, debt_collected_uuc_pool = ?
     where id = ?`,
    [split.usdt, split.repaid, split.uuc, split.uuc_pool, ...collected, id]
  )
}

/** pending elimination → settled or eliminated; false when it was not pending. */
export async function closePendingBonus(
  knex: Knex,
  input: { id: string; status: "settled" | "eliminated" }
) {
  const { rows } = await knex.raw(
    `update reward_bonus set status = ?,
       settled_at = case when ? = 'settled' then now() end
     where id = ? and status = 'pending_elimination' returning id`,
    [input.status, input.status, input.id]
  )
  return rows.length > 0
}

/**
 * What members still owe from refunds (clawback debts less what their standing
 * bonuses collected of them), by member, positive or not.
 */
export async function refundDebts(knex: Knex, memberIds: string[]) {
  const { rows } = await knex.raw(
    `select member_id, sum(v) as owed from (
       select member_id, debt_usd as v from reward_clawback
        where debt_usd > 0 and member_id = any(?)
       union all
       select member_id, -debt_collected_usd from reward_bonus
        where debt_collected_usd > 0 and member_id = any(?)
          and status in ('settled', 'pending_settlement')) d
      group by member_id`,
    [memberIds, memberIds]
  )
  return rows
}
