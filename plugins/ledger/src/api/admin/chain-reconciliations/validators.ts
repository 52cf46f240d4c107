import { z } from "@medusajs/framework/zod"
import { page, reason, secondaryPassword } from "../../utils/validators"

export const AdminChainReconciliationRun = z.object({
  secondary_password: secondaryPassword,
})
export type AdminChainReconciliationRunType = z.infer<
  typeof AdminChainReconciliationRun
>

export const AdminChainReconciliationsQuery = z.object(page)
export type AdminChainReconciliationsQueryType = z.infer<
  typeof AdminChainReconciliationsQuery
>

export const AdminReconciliationDifferencesQuery = z.object(page)
export type AdminReconciliationDifferencesQueryType = z.infer<
  typeof AdminReconciliationDifferencesQuery
>

/** The CSV has every difference of the run: no page. */
export const AdminReconciliationExportQuery = z.object({})

/** What staff did about a difference (a recharge adjustment, a refund on chain…). */
export const AdminResolveDifference = z.object({
  secondary_password: secondaryPassword,
  resolution: reason,
})
export type AdminResolveDifferenceType = z.infer<typeof AdminResolveDifference>
