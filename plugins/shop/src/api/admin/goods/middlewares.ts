import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { AdminGoods, AdminGoodsQuery } from "./validators"

export const adminGoodsRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/goods",
    methods: ["GET"],
    middlewares: [validateQuery(AdminGoodsQuery)],
  },
  {
    matcher: "/admin/goods",
    methods: ["POST"],
    middlewares: [validateBody(AdminGoods)],
  },
  {
    matcher: "/admin/goods/:id",
    methods: ["POST"],
    middlewares: [validateBody(AdminGoods)],
  },
]
