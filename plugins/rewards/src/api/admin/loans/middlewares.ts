import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { staffMoney, staffSetting } from "../../utils/middleware-helpers"
import {
  AdminApproveLoan,
  AdminLoansQuery,
  AdminRejectLoan,
} from "./validators"

export const adminLoanRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/loans",
    methods: ["GET"],
    middlewares: [validateQuery(AdminLoansQuery)],
  },
  {
    matcher: "/admin/loans/:id/approve",
    methods: ["POST"],
    middlewares: [validateBody(AdminApproveLoan), staffMoney],
  },
  {
    matcher: "/admin/loans/:id/reject",
    methods: ["POST"],
    middlewares: [validateBody(AdminRejectLoan), staffSetting],
  },
]
