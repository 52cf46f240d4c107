import { z } from "@medusajs/framework/zod"
import {
  optionalTxHash,
  page,
  reason,
  secondaryPassword,
  status,
} from "../../utils/validators"

export const AdminWithdrawalsQuery = z.object({
  status: status(["open", "pending", "transferring", "passed", "rejected"]),
  member: z.string().trim().min(1).max(64).optional(),
  ...page,
})
export type AdminWithdrawalsQueryType = z.infer<typeof AdminWithdrawalsQuery>

export const AdminApproveWithdrawal = z.object({
  secondary_password: secondaryPassword,
  tx_hash: optionalTxHash,
})
export type AdminApproveWithdrawalType = z.infer<typeof AdminApproveWithdrawal>

export const AdminRejectWithdrawal = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectWithdrawalType = z.infer<typeof AdminRejectWithdrawal>

export const AdminWithdrawalPayout = z.object({
  secondary_password: secondaryPassword,
  tx_hash: optionalTxHash,
})
export type AdminWithdrawalPayoutType = z.infer<typeof AdminWithdrawalPayout>
