import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validatedBody } from "@uuc/http"
import { stepUp } from "@uuc/errors"
import {
  member,
  readOnlyUnderImpersonation,
} from "../../utils/middleware-helpers"
import {
  StoreCheckout,
  StorePoints,
  UucAddressBody,
  UucItem,
  UucQuantity,
} from "./validators"

export const storeCartRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/carts/:id/points",
    methods: ["POST"],
    middlewares: [
      member,
      validatedBody(StorePoints),
      readOnlyUnderImpersonation,
    ],
  },
  {
    matcher: "/store/carts/:id/uuc-line-items",
    methods: ["POST"],
    middlewares: [member, validatedBody(UucItem)],
  },
  {
    matcher: "/store/carts/:id/uuc-address",
    methods: ["POST"],
    middlewares: [member, validatedBody(UucAddressBody)],
  },
  {
    matcher: "/store/carts/:id/uuc-line-items/:line_id",
    methods: ["POST"],
    middlewares: [member, validatedBody(UucQuantity)],
  },
  {
    matcher: "/store/carts/:id/checkout",
    methods: ["POST"],
    middlewares: [
      member,
      validatedBody(StoreCheckout),
      // the route awaits the password check (passwordChecked) while it plans
      stepUp({ actor: "member", overlap: true }),
    ],
  },
]
