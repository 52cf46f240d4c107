import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { AdminApplicationsQuery, AdminApprove, AdminReject } from "./validators"

// Admin routes are staff-only by Medusa's default /admin authentication.
export const adminMerchantApplicationRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/merchant-applications",
    methods: ["GET"],
    middlewares: [validateQuery(AdminApplicationsQuery)],
  },
  {
    matcher: "/admin/merchant-applications/:id/approve",
    methods: ["POST"],
    middlewares: [validateBody(AdminApprove)],
  },
  {
    matcher: "/admin/merchant-applications/:id/reject",
    methods: ["POST"],
    middlewares: [validateBody(AdminReject)],
  },
]
