import {
  createStep,
  createWorkflow,
  StepResponse,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  emitEventStep,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import {
  cancelOrders,
  completeParts,
  debitPoints,
  recordOrders,
  undoPoints,
  type CheckoutPlan,
  type CheckoutRun,
} from "../lib/checkout-steps"
import { timed } from "../lib/checkout-timings"
import { memberMoneyKey } from "../lib/checkout-commit"

/** A claimed cart and its plan (planCheckout, before the workflow). */
export type CheckoutWorkflowInput = { run: CheckoutRun; plan: CheckoutPlan }

/** The points debit; its compensation gives them back (keyed: once). */
const pointsStep = createStep(
  "shop-checkout-points",
  async (
    { input, plan }: { input: CheckoutRun; plan: CheckoutPlan },
    { container }
  ) => {
    const key = await timed(input.cart_id, "points entry", () =>
      debitPoints(container, input, plan)
    )
    return new StepResponse(key, key)
  },
  async (key, { container }) => {
    if (key) await undoPoints(container, key)
  }
)

/**
 * Each part paid from the wallet and completed by Medusa (with the checkout's
 * one-use permit); a refusal part-way cancels what it made itself, and a later
 * step's failure cancels every order through this compensation.
 */
const completeStep = createStep(
  "shop-checkout-complete",
  async (
    { input, plan }: { input: CheckoutRun; plan: CheckoutPlan },
    { container }
  ) => {
    const orders = await timed(input.cart_id, "complete", () =>
      completeParts(container, input, plan)
    )
    return new StepResponse(orders, orders)
  },
  async (orders, { container }) => {
    await cancelOrders(container, orders ?? [])
  }
)

/** The shop's order rows and links. */
const recordStep = createStep(
  "shop-checkout-record",
  async (
    {
      input,
      plan,
      orders,
    }: { input: CheckoutRun; plan: CheckoutPlan; orders: string[] },
    { container }
  ) =>
    new StepResponse(
      await timed(input.cart_id, "record", () =>
        recordOrders(container, input, plan, orders)
      )
    )
)

/**
 * The shop's checkout of a claimed and planned cart: points →
 * payments and completions → order rows with the claim's done mark, each step
 * undone by its compensation when a later one fails; `shop.checkout.completed`
 * names the orders. The plan (reads and checks, no money) runs before it, while
 * the secondary password is checked (lib/checkout.ts). The claim makes
 * it run once per cart; the lock keeps two runs of one cart apart in any process
 * (its own key: Medusa's cart workflows inside take the cart's).
 */
export const shopCheckoutWorkflow = createWorkflow(
  "shop-checkout",
  ({ run: input, plan }: CheckoutWorkflowInput) => {
    const lock = transform({ input }, ({ input }) => ({
      key: `shop-checkout:${input.cart_id}`,
      timeout: 60,
      ttl: 300,
    }))
    acquireLockStep(lock)
    // the member's money lock, which the card refund takes too: the card the
    // completion re-reads cannot be refunded until this checkout is done
    // (rules.md §7 "Checked at commit")
    const memberLock = transform({ input }, ({ input }) => ({
      key: memberMoneyKey(input.member_id),
      timeout: 60,
      ttl: 300,
    }))
    acquireLockStep(memberLock).config({ name: "shop-checkout-member-lock" })
    pointsStep({ input, plan })
    const orders = completeStep({ input, plan })
    const ids = recordStep({ input, plan, orders })
    const event = transform({ input, ids }, ({ input, ids }) => ({
      eventName: "shop.checkout.completed",
      data: {
        checkout_id: input.checkout_id,
        member_id: input.member_id,
        order_ids: ids,
      },
    }))
    emitEventStep(event)
    releaseLockStep(
      transform({ input }, ({ input }) => ({
        key: [
          `shop-checkout:${input.cart_id}`,
          memberMoneyKey(input.member_id),
        ],
      }))
    )
    return new WorkflowResponse(ids)
  }
)
