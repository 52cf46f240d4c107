import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  adminGet,
  adminPost,
  staffSetting,
} from "../../utils/middleware-helpers"
import {
  AdminChainReconciliationRun,
  AdminChainReconciliationsQuery,
  AdminReconciliationDifferencesQuery,
  AdminReconciliationExportQuery,
  AdminResolveDifference,
} from "./validators"

export const adminChainReconciliationRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/chain-reconciliations", AdminChainReconciliationsQuery),
  // Reading the chains moves no money: the staff password, no key.
  adminPost(
    "/admin/chain-reconciliations",
    AdminChainReconciliationRun,
    staffSetting
  ),
  adminGet(
    "/admin/chain-reconciliations/:id/differences",
    AdminReconciliationDifferencesQuery
  ),
  adminGet(
    "/admin/chain-reconciliations/:id/differences/export",
    AdminReconciliationExportQuery
  ),
  adminPost(
    "/admin/chain-reconciliations/:id/differences/:difference_id/resolve",
    AdminResolveDifference,
    staffSetting
  ),
]
