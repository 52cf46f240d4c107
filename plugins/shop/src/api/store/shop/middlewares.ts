import { authenticate } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  member,
  readOnlyUnderImpersonation,
} from "../../utils/middleware-helpers"
import { OrdersQuery } from "../../utils/validators"
import { StoreShopSearchQuery } from "./search/validators"
import { StoreGoodsByPriceQuery, UucCart } from "./validators"

export const storeShopRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/shop/uuc-carts",
    methods: ["POST"],
    middlewares: [member, validatedBody(UucCart)],
  },
  {
    // Guests too: a card holder's token picks the member price to sort by.
    matcher: "/store/shop/products",
    methods: ["GET"],
    middlewares: [
      authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
      validatedQuery(StoreGoodsByPriceQuery, LIST_QUERY),
    ],
  },
  {
    matcher: "/store/shop/search",
    methods: ["GET"],
    middlewares: [validatedQuery(StoreShopSearchQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/shop/orders",
    methods: ["GET"],
    middlewares: [member, validatedQuery(OrdersQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/shop/orders/:id/*",
    methods: ["POST"],
    middlewares: [member, readOnlyUnderImpersonation],
  },
]
