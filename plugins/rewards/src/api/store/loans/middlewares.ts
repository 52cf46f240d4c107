import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { member, memberApplication } from "../../utils/middleware-helpers"
import { StoreApplyLoan, StoreLoansQuery } from "./validators"

export const storeLoanRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/loans",
    methods: ["POST"],
    middlewares: [member, validatedBody(StoreApplyLoan), memberApplication],
  },
  {
    matcher: "/store/loans",
    methods: ["GET"],
    middlewares: [member, validatedQuery(StoreLoansQuery, LIST_QUERY)],
  },
]
