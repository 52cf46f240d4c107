import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody } from "@uuc/errors"
import { AdminUpdateGuideEntry } from "./validators"

export const adminGuideRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/guide/:id",
    methods: ["POST"],
    middlewares: [validateBody(AdminUpdateGuideEntry)],
  },
]
