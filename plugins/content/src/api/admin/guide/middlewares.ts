import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { AdminUpdateGuideEntry } from "./validators"

export const adminGuideRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/guide/:id",
    methods: ["POST"],
    middlewares: [validatedBody(AdminUpdateGuideEntry)],
  },
]
