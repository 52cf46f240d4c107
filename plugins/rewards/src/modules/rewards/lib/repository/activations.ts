import type { Knex } from "@uuc/http"
import type { NewActivation } from "../types"
import { CLEAR_FAILURES, flushSetting } from "./sql"

// The statements on activations (`reward_activation`) and the activation lock's
// fence (`reward_lock_fence`); the refund plan kept on an activation is in
// ./refunds.ts. Rows come back as stored: the service presents them.

type Page = { limit: number; offset: number }
type Row = Record<string, unknown>

/** The bound values of a new activation row, in reward_activation's column order. */
const activationValues = (a: NewActivation) => [
  a.id,
  a.member_id,
  a.card,
  a.kind,
  a.amount,
  a.plan_version,
  a.price,
  a.idempotency?.key ?? null,
  a.idempotency?.hash ?? null,
  JSON.stringify(a.bonuses),
  a.loan_id ?? null,
  a.created_by ?? null,
  JSON.stringify(a.levels ?? {}),
  a.sponsor_id ?? null,
  a.bonus_total_usd ?? null,
  a.rounding_usd ?? "0",
]

/** A pending activation; none when its idempotency key is taken. */
export async function insertActivation(knex: Knex, input: NewActivation) {
  const { rows } = await knex.raw(
    `with durability as (select ${flushSetting()})
     insert into reward_activation (id, member_id, card, kind, amount, plan_version,
       price, idempotency_key, request_hash, bonuses, loan_id, created_by, levels,
       sponsor_id, bonus_total_usd, rounding_usd)
     select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?::numeric,
       ?::numeric from durability
     on conflict do nothing returning *`,
    activationValues(input)
  )
  return rows[0] as Row | undefined
}

/**
 * Pending activations in ONE statement, each created at its own clock time (so
 * they keep the order given); answers the rows inserted.
 */
export async function insertActivations(
  knex: Knex,
  activations: NewActivation[]
) {
  // typed: a VALUES list in FROM does not take the target columns' types
  const row = `(?, ?, ?, ?, ?::numeric, ?::integer, ?::numeric, ?, ?, ?::jsonb,
    ?, ?, ?::jsonb, ?, ?::numeric, ?::numeric, clock_timestamp())`
  const { rows } = await knex.raw(
    `with durability as (select ${flushSetting()})
     insert into reward_activation (id, member_id, card, kind, amount, plan_version,
       price, idempotency_key, request_hash, bonuses, loan_id, created_by, levels,
       sponsor_id, bonus_total_usd, rounding_usd, created_at)
     select v.* from durability, (values ${activations.map(() => row).join(", ")})
       as v(id, member_id, card, kind, amount, plan_version, price, idempotency_key,
         request_hash, bonuses, loan_id, created_by, levels, sponsor_id,
         bonus_total_usd, rounding_usd, created_at)
     on conflict do nothing returning *`,
    activations.flatMap(activationValues)
  )
  return rows
}

export async function findActivation(
  knex: Knex,
  where: { id: string } | { member_id: string; idempotency_key: string }
) {
  const { rows } =
    "id" in where
      ? await knex.raw("select * from reward_activation where id = ?", [
          where.id,
        ])
      : await knex.raw(
          `select * from reward_activation where member_id = ? and idempotency_key = ?`,
          [where.member_id, where.idempotency_key]
        )
  return rows[0] as Row | undefined
}

/** Forgets a pending activation. */
export async function discardActivation(knex: Knex, id: string) {
  await knex.raw(
    "delete from reward_activation where id = ? and status = 'pending'",
    [id]
  )
}

/** An activation's row, locked for update (none when unknown). */
export async function lockActivation(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `select * from reward_activation where id = ? for update`,
    [id]
  )
  return rows[0] as Row | undefined
}

/** The activation to complete, locked, with the flush setting (flushSetting). */
export async function lockForCompletion(knex: Knex, id: string) {
  const { rows } = await knex.raw(
    `select *, ${flushSetting()}
       from reward_activation where id = ? for update`,
    [id]
  )
  return rows[0]
}

/** lockForCompletion for several activations, locked in id order. */
export async function lockAllForCompletion(knex: Knex, ids: string[]) {
  const { rows } = await knex.raw(
    `select *, ${flushSetting()}
       from reward_activation where id = any(?) order by id for update`,
    [ids]
  )
  return rows
}

/** Marks an activation completed by its entry (and out of quarantine). */
export async function markCompleted(
  knex: Knex,
  input: { id: string; entry_id: string }
) {
  const { rows } = await knex.raw(
    `update reward_activation set status = 'completed', entry_id = ?,
       completed_at = coalesce(completed_at, now()), ${CLEAR_FAILURES}
     where id = ? returning *`,
    [input.entry_id, input.id]
  )
  return rows[0]
}

/** markCompleted for several activations in one statement. */
export async function markAllCompleted(
  knex: Knex,
  done: { id: string; entry_id: string }[]
) {
  const { rows } = await knex.raw(
    `update reward_activation a set status = 'completed', entry_id = v.entry_id,
       completed_at = coalesce(a.completed_at, now()), ${CLEAR_FAILURES}
       from unnest(?::text[], ?::text[]) as v(id, entry_id)
      where a.id = v.id returning a.*`,
    [done.map((a) => a.id), done.map((a) => a.entry_id)]
  )
  return rows
}

/** Activations still pending, oldest first. */
export async function pendingActivations(knex: Knex, limit: number) {
  const { rows } = await knex.raw(
    `select * from reward_activation where status = 'pending'
      order by created_at limit ?`,
    [limit]
  )
  return rows
}

/** See RewardsModuleService.recordFailure; none when the row may not fail. */
export async function recordFailure(
  knex: Knex,
  input: { id: string; error: string; stuck_after: number }
) {
  const { rows } = await knex.raw(
    `update reward_activation set attempts = attempts + 1, last_error = ?,
       stuck_at = case when attempts + 1 >= ? then coalesce(stuck_at, now()) end,
       status = case when status = 'pending' and attempts + 1 >= ?
                     then 'stuck' else status end
     where id = ? and status in ('pending', 'stuck', 'completed')
     returning attempts, stuck_at`,
    [input.error, input.stuck_after, input.stuck_after, input.id]
  )
  return rows[0] as { attempts: unknown; stuck_at: unknown } | undefined
}

/** Quarantined activations and refunds, latest first, and their count. */
export async function stuckOperations(knex: Knex, page: Page) {
  const [{ rows }, { rows: count }] = await Promise.all([
    knex.raw(
      `select * from reward_activation where stuck_at is not null
        order by stuck_at desc, id limit ? offset ?`,
      [page.limit, page.offset]
    ),
    knex.raw(
      `select count(*)::int as n from reward_activation where stuck_at is not null`
    ),
  ])
  return { rows, count: Number(count[0].n) }
}

/** Whether the activation lock's fence still holds `token` (share-locked). */
export async function holdsFence(knex: Knex, token: string) {
  const { rows } = await knex.raw(
    `select 1 from reward_lock_fence
      where name = 'activation' and token = ?::bigint for share`,
    [token]
  )
  return rows.length > 0
}

/** Another live card of the member created at or after this one. */
export async function hasLaterActivation(
  knex: Knex,
  a: { id: string; member_id: string; created_at: string }
) {
  const { rows } = await knex.raw(
    `select 1 from reward_activation where member_id = ? and id <> ?
        and status in ('pending','completed','stuck') and created_at >= ?`,
    [a.member_id, a.id, a.created_at]
  )
  return rows.length > 0
}

/** A member's activations, newest first. */
export async function memberActivations(
  knex: Knex,
  memberId: string,
  limit: number
) {
  const { rows } = await knex.raw(
    `select * from reward_activation where member_id = ?
      order by created_at desc, id desc limit ?`,
    [memberId, limit]
  )
  return rows
}
