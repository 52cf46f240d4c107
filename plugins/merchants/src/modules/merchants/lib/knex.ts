import type { Context } from "@medusajs/framework/types"

/** The slice of knex the service uses: raw SQL with positional bindings. */
export type Knex = {
  raw: (
    sql: string,
    bindings?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

/** The transaction's knex inside one (InjectTransactionManager), else the pool's. */
export function knexOf(ctx: Context): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager) as Manager
  return manager.getTransactionContext() ?? manager.getKnex()
}
