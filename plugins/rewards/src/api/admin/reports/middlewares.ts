import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { AdminIncomeDisclosureQuery } from "./validators"

export const adminReportRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/reports/income-disclosure",
    methods: ["GET"],
    middlewares: [validateQuery(AdminIncomeDisclosureQuery)],
  },
]
