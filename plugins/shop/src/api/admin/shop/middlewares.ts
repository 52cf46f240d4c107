import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { stepUp } from "@uuc/errors"
import { OrdersQuery } from "../../utils/validators"
import { AdminCancel, Ship } from "./validators"

export const adminShopRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/shop/orders",
    methods: ["GET"],
    middlewares: [validatedQuery(OrdersQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/shop/orders/:id/ship",
    methods: ["POST"],
    middlewares: [validatedBody(Ship)],
  },
  {
    matcher: "/admin/shop/orders/:id/cancel",
    methods: ["POST"],
    middlewares: [
      validatedBody(AdminCancel),
      stepUp({ actor: "staff", idempotency: false }),
    ],
  },
]
