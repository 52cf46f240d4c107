import type { Context } from "@medusajs/framework/types"

export type Row = Record<string, unknown>

/** The part of Knex this module uses: raw SQL with `?` bindings. */
export type Knex = {
  raw: (sql: string, bindings?: readonly unknown[]) => Promise<{ rows: Row[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

/** The transaction's Knex inside @InjectTransactionManager, else the pool's. */
export function knexOf(ctx: Context): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager) as Manager
  return manager.getTransactionContext() ?? manager.getKnex()
}

/** `?, ?, ?` for n bindings. */
export const marks = (n: number) =>
  Array.from({ length: n }, () => "?").join(", ")

export const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v)
