import type { Context } from "@medusajs/framework/types"

export type Knex = {
  raw: (
    sql: string,
    bindings?: readonly unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

/** The transaction's knex inside @InjectTransactionManager, else the pool's. */
export function knexOf(ctx: Context): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager) as Manager
  return manager.getTransactionContext() ?? manager.getKnex()
}
