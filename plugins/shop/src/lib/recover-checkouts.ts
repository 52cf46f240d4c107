import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { deletePaymentSessionsWorkflow } from "@medusajs/medusa/core-flows"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { cancelOrders, pointsKey, undoPoints } from "./checkout-steps"
import { ledgerOf, membersOf } from "./ports"
import { releasePostings } from "./wallet-postings"

/** The advisory lock of the recovery (one runner across processes). */
const LOCK = 7_115_022
/** A checkout claimed this long ago and still running was cut off by a crash. */
export const STALE_CHECKOUT_MINUTES = 5

type Pg = {
  transaction<T>(fn: (trx: Pg) => Promise<T>): Promise<T>
  raw(sql: string, b?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

type CartRow = {
  id: string
  order?: { id: string } | null
  payment_collection?: {
    payment_sessions?: { id: string }[] | null
  } | null
}

/**
 * Finishes checkouts a crash cut off: a claim still `running` after
 * STALE_CHECKOUT_MINUTES (a checkout takes seconds; same-cart requests give up
 * after one minute). One whose shop orders were recorded is marked done with
 * them (the order exists). One that did not record its shop orders is rolled
 * back, whatever step it reached: Medusa orders it made are cancelled (their
 * holds come back through the provider), holds of sessions without an order are
 * released, the points come back, and the claim goes so that the member can pay
 * again. Every move is keyed, so a replay (another process, a crash during the
 * recovery) does nothing twice. Runs under a transaction-scoped advisory lock, as
 * the auto-receive job. Answers how many checkouts it rolled back.
 */
export async function recoverCheckouts(
  container: MedusaContainer
): Promise<number> {
  const pg = container.resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  return pg.transaction(async (trx) => {
    const { rows } = await trx.raw(
      "select pg_try_advisory_xact_lock(?) as ok",
      [LOCK]
    )
    if (!rows[0]?.ok) return 0
    const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
    const { now } = await ledgerOf(container).clock()
    const cutoff = new Date(Date.parse(now) - STALE_CHECKOUT_MINUTES * 60_000)
    const stale = await shop.listShopCheckouts(
      { status: "running", created_at: { $lt: cutoff } },
      { take: 50 }
    )
    for (const claim of stale) {
      // cut off after its orders were recorded: it is done, not undone
      const recorded = await shop.listShopOrders(
        { checkout_id: claim.id },
        { select: ["order_id"] }
      )
      if (recorded.length) {
        await shop.updateShopCheckouts({
          id: claim.id,
          status: "done",
          order_ids: { ids: recorded.map((o) => o.order_id) },
        })
        continue
      }
      const carts = [
        claim.cart_id,
        ...(((claim.order_ids as { carts?: string[] } | null)?.carts ??
          []) as string[]),
      ]
      await rollBack(container, claim.id, claim.customer_id, carts)
      await shop.deleteShopCheckouts(claim.id)
    }
    return stale.length
  })
}

async function rollBack(
  container: MedusaContainer,
  checkoutId: string,
  customerId: string,
  cartIds: string[]
) {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "cart",
      fields: ["id", "order.id", "payment_collection.payment_sessions.id"],
      filters: { id: [...new Set(cartIds)] },
    })
  const carts = data as unknown as CartRow[]
  // orders made: cancelled, their holds released by the wallet provider
  await cancelOrders(
    container,
    carts.map((c) => c.order?.id).filter((x): x is string => !!x)
  )
  // holds authorized without an order: released, keyed as the provider would
  const ledger = ledgerOf(container)
  const [member] = await membersOf(container).listMembers(
    { customer_id: customerId },
    { select: ["id"] }
  )
  for (const cart of carts.filter((c) => !c.order?.id))
    for (const s of cart.payment_collection?.payment_sessions ?? []) {
      const hold = await ledger.getEntry({ key: `shop:hold:${s.id}` })
      if (!member || !hold || hold.status !== "posted") continue
      if (hold.kind !== "shop_payment_hold") continue // UUC is paid at once
      const amount = String((hold.params as { amount?: unknown }).amount)
      await ledger.postEntry({
        key: `shop:release:${s.id}`,
        kind: "shop_payment_release",
        description_key: "shop.payment_release",
        params: { session_id: s.id, amount },
        source: { type: "payment_session", id: s.id },
        postings: releasePostings(member.id, amount),
      })
    }
  // their sessions go: a released hold's key must never pay again (a session
  // kept would replay its hold entry on the next checkout and charge nothing)
  const sessions = carts
    .filter((c) => !c.order?.id)
    .flatMap((c) => c.payment_collection?.payment_sessions ?? [])
    .map((s) => s.id)
  if (sessions.length)
    await deletePaymentSessionsWorkflow(container).run({
      input: { ids: sessions },
    })
  // the points come back (the entry's own undo key: once)
  const points = await ledger.getEntry({ key: pointsKey(checkoutId) })
  if (points?.status === "posted")
    await undoPoints(container, pointsKey(checkoutId))
}
