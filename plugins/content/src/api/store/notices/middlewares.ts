import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { StoreLocaleQuery } from "../../utils/validators"
import { StoreNoticesQuery } from "./validators"

export const storeNoticeRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/notices",
    methods: ["GET"],
    middlewares: [validateQuery(StoreNoticesQuery)],
  },
  {
    matcher: "/store/notices/:id",
    methods: ["GET"],
    middlewares: [validateQuery(StoreLocaleQuery)],
  },
]
