import { z } from "@medusajs/framework/zod"
import { PageQuery, secondaryPassword } from "../../utils/validators"

export const StoreApplyLoan = z.object({
  card: z.enum(["standard", "gold"], { error: "invalid_card" }).default("gold"),
  secondary_password: secondaryPassword,
})
export type StoreApplyLoanType = z.infer<typeof StoreApplyLoan>

const loanStatus = z
  .enum(["pending", "rejected", "transferring", "passed", "repaid"], {
    error: "invalid_data",
  })
  .optional()

export const StoreLoansQuery = PageQuery.extend({ status: loanStatus })
export type StoreLoansQueryType = z.infer<typeof StoreLoansQuery>
