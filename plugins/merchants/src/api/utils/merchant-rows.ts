import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { merchantIdOf } from "../../lib/merchant-guard"
import type { MerchantPage } from "../answers"

type Page = { limit: number; offset: number }

/**
 * GET of the merchant's own rows of one kind (goods, orders): the shop lists
 * them for the validated query and the merchant, answered
 * `{ [key]: rows, count, limit, offset }`.
 */
export function merchantRows<K extends string, Q extends Page, R>(
  key: K,
  list: (
    scope: MedusaContainer,
    filter: Q & { merchant: string }
  ) => Promise<Record<K, R[]> & { count: number }>
) {
  return async (
    req: AuthenticatedMedusaRequest,
    res: MedusaResponse
  ): Promise<void> => {
    const q = req.validatedQuery as Q
    const found = await list(req.scope, { ...q, merchant: merchantIdOf(res) })
    const page = { count: found.count, limit: q.limit, offset: q.offset }
    // a computed key widens to `string`: the rows are found[key], so this holds
    res.json({ [key]: found[key], ...page } as MerchantPage<K, R>)
  }
}
