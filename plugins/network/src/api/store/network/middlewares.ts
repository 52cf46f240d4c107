import { authenticate } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import { StoreTeamQuery, StoreTeamTreeQuery } from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

export const storeNetworkRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/network/team",
    methods: ["GET"],
    middlewares: [member, validateQuery(StoreTeamQuery)],
  },
  {
    matcher: "/store/network/team/tree",
    methods: ["GET"],
    middlewares: [member, validateQuery(StoreTeamTreeQuery)],
  },
]
