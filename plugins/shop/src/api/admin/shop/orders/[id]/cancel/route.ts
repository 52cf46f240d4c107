import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { cancelOrder } from "../../../../../../lib/orders"
import { staffIdOf } from "../../../../../actors"
import type { AdminCancelType } from "../../../../../validators"

type Members = {
  verifyStaffSecondaryPassword?(id: string, secret: string): Promise<boolean>
  createAuditEntries?(entry: Record<string, unknown>): Promise<unknown>
}

/**
 * POST /admin/shop/orders/:id/cancel `{ reason, secondary_password }`: staff cancel
 * an order waiting for shipment (refunded like a member's cancellation); audited.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<AdminCancelType>,
  res: MedusaResponse
) {
  const staff = staffIdOf(req)
  const members = req.scope.resolve<Members>("members")
  if (
    !(await members.verifyStaffSecondaryPassword?.(
      staff,
      req.validatedBody.secondary_password
    ))
  )
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "staff_secondary_password_invalid",
      "secondary_password"
    )
  const order = await cancelOrder(req.scope, req.params.id, {
    reason: req.validatedBody.reason,
    by: staff,
  })
  await members.createAuditEntries?.({
    actor_id: staff,
    action: "shop_order.cancel",
    target_type: "member",
    target_id: order.member_id,
    before: { order_id: order.id, status: "pending_shipment" },
    after: { status: "cancelled", reason: req.validatedBody.reason },
  })
  res.json({ order })
}
