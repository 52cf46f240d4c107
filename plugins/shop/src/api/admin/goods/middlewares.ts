import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { AdminGoods, AdminGoodsQuery } from "./validators"

export const adminGoodsRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/goods",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminGoodsQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/goods",
    methods: ["POST"],
    middlewares: [validatedBody(AdminGoods)],
  },
  {
    matcher: "/admin/goods/:id",
    methods: ["POST"],
    middlewares: [validatedBody(AdminGoods)],
  },
]
