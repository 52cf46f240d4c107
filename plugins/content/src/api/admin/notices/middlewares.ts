import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import {
  AdminCreateNotice,
  AdminNoticesQuery,
  AdminUpdateNotice,
} from "./validators"

export const adminNoticeRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/notices",
    methods: ["GET"],
    middlewares: [validateQuery(AdminNoticesQuery)],
  },
  {
    matcher: "/admin/notices",
    methods: ["POST"],
    middlewares: [validateBody(AdminCreateNotice)],
  },
  {
    matcher: "/admin/notices/:id",
    methods: ["POST"],
    middlewares: [validateBody(AdminUpdateNotice)],
  },
]
