// The modules' knex helper is shared (@uuc/http); the ledger's files import it here.
export { knexOf, type Knex } from "@uuc/http"

export type Row = Record<string, unknown>

/** `?, ?, ?` for n bindings. */
export const marks = (n: number) =>
  Array.from({ length: n }, () => "?").join(", ")

export const iso = (v: unknown) =>
  v instanceof Date ? v.toISOString() : v == null ? null : String(v)
