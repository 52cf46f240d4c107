import { defineMiddlewares } from "@medusajs/framework/http"
import { validateQuery } from "@uuc/errors"
import "./messages"
import { AdminSearchQuery, AdminTreeQuery } from "./validators"

export default defineMiddlewares({
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
  ],
})
