import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import {
  AdminCreateNotice,
  AdminNoticesQuery,
  AdminUpdateNotice,
} from "./validators"

export const adminNoticeRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/notices",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminNoticesQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/notices",
    methods: ["POST"],
    middlewares: [validatedBody(AdminCreateNotice)],
  },
  {
    matcher: "/admin/notices/:id",
    methods: ["POST"],
    middlewares: [validatedBody(AdminUpdateNotice)],
  },
]
