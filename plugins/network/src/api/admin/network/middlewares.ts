import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { AdminSearchQuery, AdminTreeQuery } from "./validators"

export const adminNetworkRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/network/tree",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminTreeQuery)],
  },
  {
    matcher: "/admin/network/search",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminSearchQuery, LIST_QUERY)],
  },
]
