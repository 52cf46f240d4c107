import type { Context } from "@medusajs/framework/types"

/** The slice of knex the service uses: raw SQL with positional or named bindings. */
export type Knex = {
  raw: (
    sql: string,
    bindings?: unknown[] | Record<string, unknown>
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

/** The transaction's knex when inside one (InjectTransactionManager), else the pool's. */
export function knexOf(ctx: Context): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager) as Manager
  return manager.getTransactionContext() ?? manager.getKnex()
}

// Every write touches the root's row anyway (sizes and volumes grow along whole
// paths), so one lock costs no parallelism and rules out deadlocks between paths.
const NETWORK_LOCK = 727_001

/** Serializes every write to the tree (transaction-scoped, released at commit). */
export async function lockNetwork(knex: Knex) {
  await knex.raw("select pg_advisory_xact_lock(?)", [NETWORK_LOCK])
}
