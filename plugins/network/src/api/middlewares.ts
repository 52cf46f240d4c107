import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler, validateQuery } from "@uuc/errors"
import "../modules/network/lib/messages"
import {
  AdminSearchQuery,
  AdminTreeQuery,
  StoreTeamQuery,
  StoreTeamTreeQuery,
} from "./validators"

const member = authenticate("customer", ["bearer"])

export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    {
      matcher: "/admin/network/tree",
      methods: ["GET"],
      middlewares: [validateQuery(AdminTreeQuery)],
    },
    {
      matcher: "/admin/network/search",
      methods: ["GET"],
      middlewares: [validateQuery(AdminSearchQuery)],
    },
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
  ],
})
