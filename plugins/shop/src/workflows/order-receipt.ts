import {
  createStep,
  createWorkflow,
  StepResponse,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  capturePaymentWorkflow,
  completeOrderWorkflow,
  emitEventStep,
  markOrderFulfillmentAsDeliveredWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import { payOrderBonuses, settleOrder } from "../lib/order-money"
import {
  claimStatusStep,
  lockOrder,
  orderStep,
  unlockOrder,
} from "./order-steps"

type ReceiptRead = {
  id: string
  fulfillments?: {
    id: string
    delivered_at?: unknown
    canceled_at?: unknown
  }[]
  payment_collections?: {
    payments?: { id: string; captured_at?: unknown; canceled_at?: unknown }[]
  }[]
}

/**
 * The held USDT captured into the shop's sales. No compensation: a captured
 * payment stays captured, and the receipt's retry skips it.
 */
const captureStep = createStep(
  "shop-receipt-capture",
  async (order: ReceiptRead, { container }) => {
    for (const pc of order.payment_collections ?? [])
      for (const p of pc.payments ?? [])
        if (!p.captured_at && !p.canceled_at)
          await capturePaymentWorkflow(container).run({
            input: { payment_id: p.id },
          })
    return new StepResponse(order.id)
  }
)

/** Medusa's fulfilments marked delivered (a retry skips the delivered ones). */
const deliverStep = createStep(
  "shop-receipt-deliver",
  async (order: ReceiptRead, { container }) => {
    for (const f of order.fulfillments ?? [])
      if (!f.delivered_at && !f.canceled_at)
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({
          input: { orderId: order.id, fulfillmentId: f.id },
        })
    return new StepResponse(order.id)
  }
)

const completeStep = createStep(
  "shop-receipt-complete",
  async (order: ReceiptRead, { container }) => {
    await completeOrderWorkflow(container).run({
      input: { orderIds: [order.id] },
    })
    return new StepResponse(order.id)
  }
)

/**
 * Receipt of a shipped order (the member, or the auto-receive job), under the
 * order's lock: shipped → received, then Medusa's capture, delivery and
 * completion; a failure moves the order back to shipped. The money that follows
 * runs in `shopReceivedMoneyWorkflow`.
 */
export const shopReceiveOrderWorkflow = createWorkflow(
  "shop-receive-order",
  (input: { order_id: string }) => {
    lockOrder(input)
    claimStatusStep(
      transform({ input }, ({ input }) => ({
        order_id: input.order_id,
        from: "shipped" as const,
        to: "received" as const,
        refusal: "order_not_shipped",
      }))
    )
    const { data } = useQueryGraphStep({
      entity: "order",
      fields: [
        "id",
        "fulfillments.id",
        "fulfillments.delivered_at",
        "fulfillments.canceled_at",
        "payment_collections.payments.id",
        "payment_collections.payments.captured_at",
        "payment_collections.payments.canceled_at",
      ],
      filters: transform({ input }, ({ input }) => ({ id: input.order_id })),
    })
    const order = transform({ data }, ({ data }) => data[0] as ReceiptRead)
    captureStep(order)
    deliverStep(order)
    completeStep(order)
    unlockOrder(input)
    return new WorkflowResponse(input.order_id)
  }
)

const settleStep = orderStep("shop-received-settle", settleOrder)
const bonusesStep = orderStep("shop-received-bonuses", payOrderBonuses)

/**
 * The money of a received order: the merchant's settlement, then rewards' bonuses
 * of a received order (its typed public entry), then `shop.order.received`. Every
 * move is keyed by the order: run again after a crash (the next receipt call or
 * the auto-receive job), it finishes what is missing and pays nothing twice.
 */
export const shopReceivedMoneyWorkflow = createWorkflow(
  "shop-received-money",
  (input: { order_id: string }) => {
    settleStep(input)
    bonusesStep(input)
    emitEventStep(
      transform({ input }, ({ input }) => ({
        eventName: "shop.order.received",
        data: { id: input.order_id },
      }))
    )
    return new WorkflowResponse(input.order_id)
  }
)
