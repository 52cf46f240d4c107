import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { staffMoney } from "../../utils/middleware-helpers"
import { StepUpBody } from "../../utils/validators"

export const adminDailyTopRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/daily-top/:day/run",
    methods: ["POST"],
    middlewares: [validatedBody(StepUpBody), staffMoney],
  },
]
