import { writeAudit } from "@uuc/errors"
import type { Knex, Row } from "./sql"

/** A staff change's audit row: its action and target, and how to read "before". */
export type AuditSpec<T> = {
  action: string
  target_type: string
  target_id: string | ((out: T) => string)
  /** The state before the change, read in the change's transaction (null: a creation). */
  before?: (knex: Knex) => Promise<unknown>
  after?: (out: T) => unknown
}

/**
 * Runs a staff change and writes its audit row (the members module's published
 * `members_audit_write`) with the same transaction's knex: both commit or neither.
 * Without a staff member (a chain watcher, the seed) nothing is audited.
 */
export async function audited<T>(
  knex: Knex,
  staff: string | undefined,
  spec: AuditSpec<T>,
  op: () => Promise<T>
): Promise<T> {
  if (!staff) return op()
  const before = spec.before ? await spec.before(knex) : null
  const out = await op()
  await writeAudit(knex, {
    actor_id: staff,
    action: spec.action,
    target_type: spec.target_type,
    target_id:
      typeof spec.target_id === "string" ? spec.target_id : spec.target_id(out),
    before,
    after: spec.after ? spec.after(out) : out,
  })
  return out
}

/** A row as it is now (null if missing), for "before". */
export const rowOf =
  (table: string, id: string) =>
  async (knex: Knex): Promise<Row | null> => {
    const { rows } = await knex.raw(`select * from ${table} where id = ?`, [id])
    return rows[0] ?? null
  }
