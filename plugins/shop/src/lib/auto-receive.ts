import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { receiveOrder } from "./orders"
import { ledgerOf } from "./ports"
import { readShopPlan } from "./plan"

/** The advisory lock of the auto-receive job (one runner across processes). */
const LOCK = 7_115_011

type Pg = {
  transaction<T>(fn: (trx: Pg) => Promise<T>): Promise<T>
  raw(sql: string, b?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

/**
 * Receives every order shipped `shop.auto_receive_days` ago or more, as the
 * member would (and finishes the settlement of received orders a crash left
 * pending). Runs under a transaction-scoped PostgreSQL advisory lock, so of
 * overlapping runs (every process ticks) one works and the others skip; each
 * receipt is itself a conditional status move, so a replay does nothing. Answers
 * how many orders it received.
 */
export async function autoReceive(container: MedusaContainer): Promise<number> {
  const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  return pg.transaction(async (trx) => {
    const { rows } = await trx.raw(
      "select pg_try_advisory_xact_lock(?) as ok",
      [LOCK]
    )
    if (!rows[0]?.ok) return 0
    const { auto_receive_days } = await readShopPlan(container)
    // the cut-off by the database's clock (the ledger's one clock), so that every
    // process agrees on which orders are due, whatever its own time says
    const { now } = await ledgerOf(container).clock()
    const cutoff = new Date(Date.parse(now) - auto_receive_days * 86_400_000)
    const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
    let done = 0
    for (;;) {
      const due = await shop.listDueForReceipt(cutoff, 50)
      if (!due.length) break
      for (const id of due) {
        await receiveOrder(container, id)
        done++
      }
      if (due.length < 50) break
    }
    // received orders whose settlement a crash interrupted finish here (keyed: once)
    for (const id of await shop.listUnsettled(50))
      await receiveOrder(container, id)
    return done
  })
}
