import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
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
    middlewares: [validatedQuery(AdminLoansQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/loans/:id/approve",
    methods: ["POST"],
    middlewares: [validatedBody(AdminApproveLoan), staffMoney],
  },
  {
    matcher: "/admin/loans/:id/reject",
    methods: ["POST"],
    middlewares: [validatedBody(AdminRejectLoan), staffSetting],
  },
]
