import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { member, memberApplication } from "../../utils/middleware-helpers"
import { StoreApplyLoan, StoreLoansQuery } from "./validators"

export const storeLoanRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/loans",
    methods: ["POST"],
    middlewares: [member, validateBody(StoreApplyLoan), memberApplication],
  },
  {
    matcher: "/store/loans",
    methods: ["GET"],
    middlewares: [member, validateQuery(StoreLoansQuery)],
  },
]
