import { authenticate } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import {
  member,
  readOnlyUnderImpersonation,
} from "../../utils/middleware-helpers"
import { OrdersQuery } from "../../utils/validators"
import { StoreGoodsByPriceQuery, UucCart } from "./validators"

export const storeShopRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/shop/uuc-carts",
    methods: ["POST"],
    middlewares: [member, validateBody(UucCart)],
  },
  {
    // Guests too: a card holder's token picks the member price to sort by.
    matcher: "/store/shop/products",
    methods: ["GET"],
    middlewares: [
      authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
      validateQuery(StoreGoodsByPriceQuery),
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
]
