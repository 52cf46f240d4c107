import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { AdminBonusRecordsQuery } from "./validators"

export const adminBonusRecordRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/bonus-records",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminBonusRecordsQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/bonus-records/export",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminBonusRecordsQuery)],
  },
]
