import type { MiddlewareRoute } from "@medusajs/framework/http"
import { stepUp, validateBody, validateQuery } from "@uuc/errors"
import { OrdersQuery } from "../../utils/validators"
import { AdminCancel, Ship } from "./validators"

export const adminShopRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/shop/orders",
    methods: ["GET"],
    middlewares: [validateQuery(OrdersQuery)],
  },
  {
    matcher: "/admin/shop/orders/:id/ship",
    methods: ["POST"],
    middlewares: [validateBody(Ship)],
  },
  {
    matcher: "/admin/shop/orders/:id/cancel",
    methods: ["POST"],
    middlewares: [
      validateBody(AdminCancel),
      stepUp({ actor: "staff", idempotency: false }),
    ],
  },
]
