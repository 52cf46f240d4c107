import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { StoreLocaleQuery } from "../../utils/validators"

export const storeGuideRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/guide",
    methods: ["GET"],
    middlewares: [validateQuery(StoreLocaleQuery)],
  },
]
