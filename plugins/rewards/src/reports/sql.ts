import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@uuc/http"

/** The app's pool (read-only reports run outside any module transaction). */
export const pgOf = (container: MedusaContainer) =>
  container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

/** A `where` clause built from optional equalities and a half-open time range. */
export function whereOf(
  equal: Record<string, unknown>,
  range?: { column: string; from?: string; to?: string }
) {
  const parts: string[] = []
  const bindings: unknown[] = []
  for (const [column, value] of Object.entries(equal)) {
    if (value === undefined) continue
    parts.push(`${column} = ?`)
    bindings.push(value)
  }
  if (range?.from) {
    parts.push(`${range.column} >= ?`)
    bindings.push(range.from)
  }
  if (range?.to) {
    parts.push(`${range.column} < ?`)
    bindings.push(range.to)
  }
  return { sql: parts.length ? `where ${parts.join(" and ")}` : "", bindings }
}
