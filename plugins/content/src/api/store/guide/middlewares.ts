import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedQuery } from "@uuc/http"
import { StoreLocaleQuery } from "../../utils/validators"

export const storeGuideRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/guide",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreLocaleQuery)],
  },
]
