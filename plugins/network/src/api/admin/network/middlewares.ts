import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { AdminSearchQuery, AdminTreeQuery } from "./validators"

export const adminNetworkRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/network/tree",
    methods: ["GET"],
    middlewares: [validateQuery(AdminTreeQuery)],
  },
  {
    matcher: "/admin/network/search",
    methods: ["GET"],
    middlewares: [validateQuery(AdminSearchQuery)],
  },
]
