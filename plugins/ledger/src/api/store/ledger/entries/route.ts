import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { StoreEntries } from "../../../answer-types"
import { storeLine } from "../../../present"
import type { StoreEntriesQueryType } from "../validators"

/**
 * The member's finance records, newest first: one line per posting on one of their
 * accounts, with the entry's kind, description key and parameters (translated by
 * the client), the amount in or out and the running balance after it. A line that
 * names a Medusa order (`params.order_id`: a settlement, a points return, order
 * bonuses) also carries the order's number (`params.order_display_id`), read here
 * so entries posted before it existed show it too.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { asset, kind, from, to, limit, offset } =
    req.validatedQuery as StoreEntriesQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listPostings(
    { member_id: memberIdOf(req), asset, kind, from, to },
    { limit, offset }
  )
  const numbers = await orderNumbers(req, rows)
  res.json({
    entries: rows.map((row) => {
      const line = storeLine(row)
      const orderId = line.params?.order_id
      return typeof orderId === "string" && numbers.has(orderId)
        ? {
            ...line,
            params: { ...line.params, order_display_id: numbers.get(orderId) },
          }
        : line
    }),
    count,
    limit,
    offset,
  } satisfies StoreEntries)
}

/** The display numbers of the orders the lines name (unknown orders: none). */
async function orderNumbers(
  req: AuthenticatedMedusaRequest,
  rows: { params: Record<string, unknown> | null }[]
): Promise<Map<string, number>> {
  const ids = [
    ...new Set(
      rows
        .map((r) => r.params?.order_id)
        .filter((id): id is string => typeof id === "string" && id.length > 0)
    ),
  ]
  if (!ids.length) return new Map()
  const orders = await req.scope
    .resolve<IOrderModuleService>(Modules.ORDER)
    .listOrders({ id: ids }, { select: ["id", "display_id"], take: ids.length })
  return new Map(
    orders
      .filter((o) => typeof o.display_id === "number")
      .map((o) => [o.id, o.display_id as number])
  )
}
