import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { shopCheckoutWorkflow } from "../workflows/checkout"
import { asAppError } from "./checkout-steps"
import { membersOf } from "./ports"
import { timed } from "./checkout-timings"

export { WALLET_PROVIDER } from "./checkout-steps"
const WAIT_MS = 60_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type CheckoutInput = {
  cart_id: string
  member_id: string
  key: string
}

/**
 * Checks a cart out once (api.md `POST /store/carts/:id/checkout`). The cart is
 * claimed by a unique row before anything moves: parallel requests for the same
 * cart (any process) wait for the first and answer its orders; a failed checkout
 * drops its claim, so a retry starts over. Answers the order ids.
 */
export async function checkout(
  container: MedusaContainer,
  input: CheckoutInput
): Promise<{ order_ids: string[]; replayed: boolean }> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const T = <X>(phase: string, work: () => Promise<X>) =>
    timed(input.cart_id, phase, work)
  const member = await T("claim", () =>
    membersOf(container).getMember(input.member_id)
  )
  if (!member.customer_id)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  const customerId = member.customer_id
  const deadline = Date.now() + WAIT_MS
  // Turns in a row where the insert failed yet no claim was there: a claimant
  // that failed and dropped its claim (once or twice), or an insert failing for
  // its own reason, which is then this request's error (looping on it spun at
  // full CPU, two statements a turn, with no end).
  let orphans = 0
  let insertError: unknown
  for (;;) {
    // The claim is tried first: one statement when the cart is free. The password
    // is checked by the one request that runs, not by each waiter.
    const created = await T("claim", () =>
      shop
        .createShopCheckouts({
          cart_id: input.cart_id,
          key: input.key,
          customer_id: customerId,
          status: "running",
        })
        .catch((e: unknown) => {
          insertError = e
          return null
        })
    )
    if (!created) {
      // another request claimed it first: wait for its answer
      const [claim] = await T("claim", () =>
        shop.listShopCheckouts({ cart_id: input.cart_id })
      )
      if (!claim) {
        if (++orphans >= 3 || Date.now() > deadline)
          throw asAppError(insertError)
        await sleep(20)
        continue
      }
      orphans = 0
      if (claim.customer_id !== customerId)
        throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
      if (claim.status === "done")
        return {
          order_ids: (claim.order_ids?.ids as string[]) ?? [],
          replayed: true,
        }
      if (Date.now() > deadline)
        throw new AppError(MedusaError.Types.CONFLICT, "checkout_in_progress")
      await sleep(100)
      continue
    }
    try {
      const { result: order_ids } = await T("workflow", () =>
        shopCheckoutWorkflow(container).run({
          input: {
            cart_id: input.cart_id,
            member_id: input.member_id,
            customer_id: customerId,
            checkout_id: created.id,
          },
        })
      )
      await T("claim done", () =>
        shop.updateShopCheckouts({
          id: created.id,
          status: "done",
          order_ids: { ids: order_ids },
        })
      )
      return { order_ids, replayed: false }
    } catch (e) {
      await shop.deleteShopCheckouts(created.id)
      throw asAppError(e)
    }
  }
}
