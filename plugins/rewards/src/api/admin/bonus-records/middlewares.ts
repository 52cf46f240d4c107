import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { AdminBonusRecordsQuery } from "./validators"

export const adminBonusRecordRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/bonus-records",
    methods: ["GET"],
    middlewares: [validateQuery(AdminBonusRecordsQuery)],
  },
  {
    matcher: "/admin/bonus-records/export",
    methods: ["GET"],
    middlewares: [validateQuery(AdminBonusRecordsQuery)],
  },
]
