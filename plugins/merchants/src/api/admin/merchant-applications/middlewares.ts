import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { AdminApplicationsQuery, AdminApprove, AdminReject } from "./validators"

// Admin routes are staff-only by Medusa's default /admin authentication.
export const adminMerchantApplicationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/merchant-applications",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminApplicationsQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/merchant-applications/:id/approve",
    methods: ["POST"],
    middlewares: [validatedBody(AdminApprove)],
  },
  {
    matcher: "/admin/merchant-applications/:id/reject",
    methods: ["POST"],
    middlewares: [validatedBody(AdminReject)],
  },
]
