import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import {
  createStep,
  StepResponse,
  transform,
  type WorkflowData,
} from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { AppError, type AuditWrite } from "@uuc/errors"
import { SHOP_MODULE } from "../modules/shop"
import type ShopModuleService from "../modules/shop/service"
import type { OrderStatus } from "../modules/shop/service"

// Steps shared by the receipt and the cancellation of a shop order.

/** A move of a shop order's status, and how to undo it. */
export type StatusMove = {
  order_id: string
  from: OrderStatus
  to: OrderStatus
  fields?: Record<string, string | null>
  /** Staff's move: audited in the move's own transaction. */
  audit?: AuditWrite | null
  undo_fields?: Record<string, string | null>
  undo_audit?: AuditWrite | null
  /** The refusal when the order is not in `from`. */
  refusal: string
}

/**
 * Claims the order's next status (a conditional update: of two racing moves one
 * wins); the compensation moves it back when a later step fails.
 */
export const claimStatusStep = createStep(
  "shop-order-claim-status",
  async (move: StatusMove, { container }) => {
    const shop = container.resolve<ShopModuleService>(SHOP_MODULE)
    const ok = await shop.claimOrderStatus(
      move.order_id,
      move.from,
      move.to,
      move.fields ?? {},
      move.audit ?? null
    )
    if (!ok) throw new AppError(MedusaError.Types.NOT_ALLOWED, move.refusal)
    return new StepResponse(true, move)
  },
  async (move, { container }) => {
    if (!move) return
    // the audit trail is append-only: the move's undoing is a row of its own
    await container
      .resolve<ShopModuleService>(SHOP_MODULE)
      .claimOrderStatus(
        move.order_id,
        move.to,
        move.from,
        move.undo_fields ?? {},
        move.undo_audit ?? null
      )
  }
)

/** A step that runs `fn` on the order; nothing to undo (keyed or idempotent). */
export function orderStep(
  id: string,
  fn: (container: MedusaContainer, orderId: string) => Promise<unknown>
) {
  return createStep(id, async (input: { order_id: string }, { container }) => {
    await fn(container, input.order_id)
    return new StepResponse(input.order_id)
  })
}

const lockKey = (input: { order_id: string }) => ({
  key: `shop-order:${input.order_id}`,
  timeout: 30,
  ttl: 120,
})

type OrderInput = { order_id: string } | WorkflowData<{ order_id: string }>

/** One move of an order at a time, in any process (Medusa's locking module). */
export const lockOrder = (input: OrderInput) =>
  acquireLockStep(transform({ input }, ({ input }) => lockKey(input)))

export const unlockOrder = (input: OrderInput) =>
  releaseLockStep(
    transform({ input }, ({ input }) => ({ key: lockKey(input).key }))
  )
