import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { merchantIdOf } from "../../lib/merchant-guard"

type Page = { limit: number; offset: number }

/**
 * GET of the merchant's own rows of one kind (goods, orders): the shop lists
 * them for the validated query and the merchant, answered
 * `{ [key]: rows, count, limit, offset }`.
 */
export function merchantRows<K extends string, Q extends Page>(
  key: K,
  list: (
    scope: MedusaContainer,
    filter: Q & { merchant: string }
  ) => Promise<Record<K, unknown> & { count: number }>
) {
  return async (
    req: AuthenticatedMedusaRequest,
    res: MedusaResponse
  ): Promise<void> => {
    const q = req.validatedQuery as Q
    const found = await list(req.scope, { ...q, merchant: merchantIdOf(res) })
    res.json({
      [key]: found[key],
      count: found.count,
      limit: q.limit,
      offset: q.offset,
    })
  }
}
