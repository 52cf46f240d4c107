import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedQuery } from "@uuc/http"
import { AdminIncomeDisclosureQuery } from "./validators"

export const adminReportRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/reports/income-disclosure",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminIncomeDisclosureQuery)],
  },
]
