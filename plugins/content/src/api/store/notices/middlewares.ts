import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { StoreLocaleQuery } from "../../utils/validators"
import { StoreNoticesQuery } from "./validators"

export const storeNoticeRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/notices",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreNoticesQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/notices/:id",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreLocaleQuery)],
  },
]
