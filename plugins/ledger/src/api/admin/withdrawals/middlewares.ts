import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet, adminPost } from "../../utils/middleware-helpers"
import {
  AdminApproveWithdrawal,
  AdminRejectWithdrawal,
  AdminWithdrawalPayout,
  AdminWithdrawalsQuery,
} from "./validators"

export const adminWithdrawalRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/withdrawals", AdminWithdrawalsQuery),
  adminPost("/admin/withdrawals/:id/approve", AdminApproveWithdrawal),
  adminPost("/admin/withdrawals/:id/reject", AdminRejectWithdrawal),
  adminPost("/admin/withdrawals/:id/payout", AdminWithdrawalPayout),
]
