import { authenticate } from "@medusajs/framework/http"
import { LIST_QUERY, validatedQuery } from "@uuc/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreTeamQuery, StoreTeamTreeQuery } from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

export const storeNetworkRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/store/network/team",
    methods: ["GET"],
    middlewares: [member, validatedQuery(StoreTeamQuery, LIST_QUERY)],
  },
  {
    matcher: "/store/network/team/tree",
    methods: ["GET"],
    middlewares: [member, validatedQuery(StoreTeamTreeQuery)],
  },
]
