import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import { member } from "../../utils/middleware-helpers"
import { StoreBonusRecordsQuery } from "./validators"

export const storeBonusRecordRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/bonus-records",
    methods: ["GET"],
    middlewares: [member, validatedQuery(StoreBonusRecordsQuery, LIST_QUERY)],
  },
]
