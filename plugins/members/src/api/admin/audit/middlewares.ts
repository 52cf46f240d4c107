import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { AdminAuditQuery } from "./validators"

export const adminAuditRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/audit",
    methods: ["GET"],
    middlewares: [validateQuery(AdminAuditQuery)],
  },
  {
    matcher: "/admin/audit/export",
    methods: ["GET"],
    middlewares: [validateQuery(AdminAuditQuery)],
  },
]
