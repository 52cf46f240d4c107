import { z } from "@medusajs/framework/zod"
import { StoreLoansQuery } from "../../store/loans/validators"
import { secondaryPassword } from "../../utils/validators"

/** The member's filters, and whose loans. */
export const AdminLoansQuery = StoreLoansQuery.extend({
  member: z.string({ error: "invalid_data" }).max(200).optional(),
})
export type AdminLoansQueryType = z.infer<typeof AdminLoansQuery>

export const AdminApproveLoan = z.object({
  reason: z.string({ error: "invalid_data" }).max(500).optional(),
  secondary_password: z
    .string({ error: "secondary_password_required" })
    .min(1, { error: "secondary_password_required" })
    .max(200, { error: "invalid_data" }),
})
export type AdminApproveLoanType = z.infer<typeof AdminApproveLoan>

export const AdminRejectLoan = z.object({
  reason: z
    .string({ error: "reason_required" })
    .trim()
    .min(1, { error: "reason_required" })
    .max(500, { error: "invalid_data" }),
  secondary_password: secondaryPassword,
})
export type AdminRejectLoanType = z.infer<typeof AdminRejectLoan>
