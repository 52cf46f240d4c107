import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import {
  notUnderImpersonation,
  stepUp,
  validateBody,
  validateQuery,
} from "@uuc/errors"
import "./messages"
import {
  AdminCancel,
  AdminGoods,
  AdminGoodsQuery,
  OrdersQuery,
  Ship,
  StoreCheckout,
  StorePoints,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])
// Money moves of the shop: never under impersonation; checkout also needs the key and
// the secondary password before a replay is answered (verified here, once).
const readOnlyUnderImpersonation = notUnderImpersonation()

export default defineMiddlewares({
  routes: [
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
    {
      matcher: "/store/carts/:id/points",
      methods: ["POST"],
      middlewares: [
        member,
        validateBody(StorePoints),
        readOnlyUnderImpersonation,
      ],
    },
    {
      matcher: "/store/carts/:id/checkout",
      methods: ["POST"],
      middlewares: [
        member,
        validateBody(StoreCheckout),
        stepUp({ actor: "member" }),
      ],
    },
    {
      matcher: "/store/shop/orders",
      methods: ["GET"],
      middlewares: [member, validateQuery(OrdersQuery)],
    },
    {
      matcher: "/store/shop/orders/:id/*",
      methods: ["POST"],
      middlewares: [member, readOnlyUnderImpersonation],
    },
  ],
})
