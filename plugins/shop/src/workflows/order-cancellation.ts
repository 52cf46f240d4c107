import type { AuditWrite } from "@uuc/errors"
import {
  createStep,
  createWorkflow,
  StepResponse,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import { returnOrderPoints } from "../lib/order-money"
import {
  claimStatusStep,
  lockOrder,
  orderStep,
  unlockOrder,
  type StatusMove,
} from "./order-steps"

export type CancelInput = {
  order_id: string
  member_id: string
  reason: string | null
  /** Staff's cancellation: audited in the status move's transaction. */
  staff_id: string | null
}

/**
 * Medusa's cancellation: the held USDT goes back (cancel) or the UUC (refund)
 * through the wallet provider. The last step that can fail, so it needs no
 * compensation of its own.
 */
const medusaCancelStep = createStep(
  "shop-cancel-medusa",
  async (input: CancelInput, { container }) => {
    await cancelOrderWorkflow(container).run({
      input: {
        order_id: input.order_id,
        canceled_by: input.staff_id ?? undefined,
      },
    })
    return new StepResponse(input.order_id)
  }
)

function moveOf(input: CancelInput): StatusMove {
  const audit = (
    action: string,
    from: string,
    to: string
  ): AuditWrite | null =>
    input.staff_id
      ? {
          actor_id: input.staff_id,
          action,
          target_type: "member",
          target_id: input.member_id,
          before: { order_id: input.order_id, status: from },
          after: {
            order_id: input.order_id,
            status: to,
            reason: to === "cancelled" ? input.reason : null,
          },
        }
      : null
  return {
    order_id: input.order_id,
    from: "pending_shipment",
    to: "cancelled",
    fields: { cancel_reason: input.reason },
    audit: audit("shop_order.cancel", "pending_shipment", "cancelled"),
    undo_fields: { cancel_reason: null },
    undo_audit: audit(
      "shop_order.cancel.reverted",
      "cancelled",
      "pending_shipment"
    ),
    refusal: "order_not_pending_shipment",
  }
}

/**
 * Cancellation of an order waiting for shipment (the member, or staff with a
 * reason), under the order's lock: pending_shipment → cancelled, then Medusa's
 * cancellation; its failure moves the order back. The points and the settlement
 * follow in `shopCancelledMoneyWorkflow`.
 */
export const shopCancelOrderWorkflow = createWorkflow(
  "shop-cancel-order",
  (input: CancelInput) => {
    lockOrder(input)
    claimStatusStep(transform({ input }, ({ input }) => moveOf(input)))
    medusaCancelStep(input)
    unlockOrder(input)
    return new WorkflowResponse(input.order_id)
  }
)

const settlementStep = orderStep(
  "shop-cancelled-settlement",
  (container, orderId) =>
    container.resolve<ShopModuleService>(SHOP_MODULE).cancelSettlement(orderId)
)
const pointsStep = orderStep("shop-cancelled-points", returnOrderPoints)

/**
 * What follows a cancellation: the merchant's settlement will never happen, the
 * points go back (keyed by the order), then `shop.order.cancelled`. Run again
 * after a crash (the next cancel call), it finishes what is missing.
 */
export const shopCancelledMoneyWorkflow = createWorkflow(
  "shop-cancelled-money",
  (input: { order_id: string }) => {
    settlementStep(input)
    pointsStep(input)
    emitEventStep(
      transform({ input }, ({ input }) => ({
        eventName: "shop.order.cancelled",
        data: { id: input.order_id },
      }))
    )
    return new WorkflowResponse(input.order_id)
  }
)
