import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { member } from "../../utils/middleware-helpers"
import { StoreBonusRecordsQuery } from "./validators"

export const storeBonusRecordRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/bonus-records",
    methods: ["GET"],
    middlewares: [member, validateQuery(StoreBonusRecordsQuery)],
  },
]
