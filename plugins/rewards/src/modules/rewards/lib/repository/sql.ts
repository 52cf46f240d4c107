import { relaxedCommit } from "@uuc/errors"

// SQL fragments shared by the rewards module's statements (lib/repository/*).

/**
 * A select-list item that lets the transaction's commit skip the WAL flush wait
 * (under withRelaxedCommit) or keeps the session's setting: read at commit, it may
 * sit in any statement of the transaction, saving a round trip of its own.
 */
export const flushSetting = () =>
  `set_config('synchronous_commit', ${
    relaxedCommit() ? "'off'" : "current_setting('synchronous_commit')"
  }, true) as flush`

/** A completed operation leaves quarantine and forgets its failures. */
export const CLEAR_FAILURES = "attempts = 0, last_error = null, stuck_at = null"

/**
 * SQL: a clawback's debt in USD, its USDT debt plus its UUC debt at the price the
 * bonus was paid at (`a.price`: its activation's or order's). Bindings: debt_usdt,
 * debt_uuc, debt_uuc_pool.
 */
export const DEBT_USD = `round(?::numeric + (?::numeric + ?::numeric) * a.price, 8)`

/**
 * A `where` clause of the conditions whose value is given (not undefined), with
 * their bindings in order ("" when none is).
 */
export function whereOf(conditions: [sql: string, value: unknown][]) {
  const given = conditions.filter(([, value]) => value !== undefined)
  return {
    sql: given.length ? `where ${given.map(([sql]) => sql).join(" and ")}` : "",
    bindings: given.map(([, value]) => value),
  }
}
