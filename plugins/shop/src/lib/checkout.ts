import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError, codeOf } from "@uuc/errors"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { shopCheckoutWorkflow } from "../workflows/checkout"
import {
  asAppError,
  planCheckout,
  planReads,
  type CheckoutRun,
  type PlanReads,
} from "./checkout-steps"
import { timed } from "./checkout-timings"

export { WALLET_PROVIDER } from "./checkout-steps"
const WAIT_MS = 60_000

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export type CheckoutInput = {
  cart_id: string
  member_id: string
  /** The member's customer (the member token's actor). */
  customer_id: string
  key: string
  /**
   * The secondary password's check, running while the cart is claimed and
   * planned (stepUp's `overlap`): nothing moves, and nothing is answered, before
   * it passes.
   */
  verified: Promise<void>
}

/**
 * Checks a cart out once (api.md `POST /store/carts/:id/checkout`). The cart is
 * claimed by a unique row before anything moves: parallel requests for the same
 * cart (any process) wait for the first and answer its orders; a failed checkout
 * drops its claim, so a retry starts over. The claim and the plan (reads only)
 * run while the password is checked; the password's refusal is the answer
 * whatever else failed. Answers the order ids.
 */
export async function checkout(
  container: MedusaContainer,
  input: CheckoutInput
): Promise<{ order_ids: string[]; replayed: boolean }> {
  const run = claimAndRun(container, input)
  const [password, result] = await Promise.allSettled([input.verified, run])
  if (password.status === "rejected") throw password.reason
  if (result.status === "rejected") throw result.reason
  return result.value
}

async function claimAndRun(
  container: MedusaContainer,
  input: CheckoutInput
): Promise<{ order_ids: string[]; replayed: boolean }> {
  const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
  const T = <X>(phase: string, work: () => Promise<X>) =>
    timed(input.cart_id, phase, work)
  let refused = false
  input.verified.catch(() => (refused = true))
  const customerId = input.customer_id
  if (!customerId)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  // the plan's reads begin with the claim (reads only; dropped if the claim is
  // another's)
  let reads: Promise<PlanReads> | undefined = planReads(container, {
    cart_id: input.cart_id,
    customer_id: customerId,
    member_id: input.member_id,
  })
  reads.catch(() => undefined)
  const deadline = Date.now() + WAIT_MS
  // Turns in a row where the insert claimed nothing yet no claim was there: a
  // claimant that failed and dropped its claim (once or twice), or an insert failing for
  // its own reason, which is then this request's error (looping on it spun at
  // full CPU, two statements a turn, with no end).
  let orphans = 0
  let insertError: unknown
  // planned from the cart's full read (after a completion refused the total a
  // prepared session stood for: planCheckout's `exact`)
  let exact = false
  for (;;) {
    // a wrong password ends the wait (its refusal is the answer)
    if (refused) throw new Error("password refused")
    // The claim is tried first: one statement when the cart is free.
    insertError = undefined
    const created = await T("claim", () =>
      shop
        .claimCheckout({
          cart_id: input.cart_id,
          key: input.key,
          customer_id: customerId,
        })
        .catch((e: unknown) => {
          insertError = e
          return null
        })
    )
    if (!created) {
      // another request claimed it first: wait for its answer (a claim had
      // later plans on reads of then)
      reads = undefined
      const [claim] = await T("claim", () =>
        shop.listShopCheckouts({ cart_id: input.cart_id })
      )
      if (!claim) {
        // the insert's own error, else claims that keep coming and going
        if (++orphans >= 3 || Date.now() > deadline)
          throw insertError === undefined
            ? new AppError(MedusaError.Types.CONFLICT, "checkout_in_progress")
            : asAppError(insertError)
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
    let paying = false
    try {
      const run: CheckoutRun = {
        cart_id: input.cart_id,
        member_id: input.member_id,
        customer_id: customerId,
        checkout_id: created.id,
      }
      const plan = await T("plan", () =>
        planCheckout(container, run, input.verified, reads, exact)
      )
      // the gate: nothing below runs for a wrong password
      await T("password wait", () => input.verified)
      paying = true
      const { result: order_ids } = await T("workflow", () =>
        shopCheckoutWorkflow(container).run({ input: { run, plan } })
      )
      return { order_ids, replayed: false }
    } catch (e) {
      await shop.deleteShopCheckouts(created.id)
      const error = asAppError(e)
      // The completion found another total than the prepared session's that the
      // plan took (its steps undone, nothing paid): plan once more from the cart's
      // full read, under a new claim (new keys), as a plan without a prepared
      // session does. A second refusal is the member's 409.
      if (paying && !exact && codeOf(error) === "cart_changed") {
        exact = true
        reads = undefined
        continue
      }
      throw error
    }
  }
}
