import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { AdminAuditQuery } from "./validators"

export const adminAuditRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/audit",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminAuditQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/audit/export",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminAuditQuery)],
  },
]
