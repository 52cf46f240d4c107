import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import "./messages"
import { AdminMembersQuery, StoreLogin, StoreRegister } from "./validators"

export default defineMiddlewares({
  routes: [
    {
      matcher: "/store/members/register",
      methods: ["POST"],
      middlewares: [validateBody(StoreRegister)],
    },
    {
      matcher: "/store/members/login",
      methods: ["POST"],
      middlewares: [validateBody(StoreLogin)],
    },
    {
      matcher: "/store/members/me",
      methods: ["GET"],
      middlewares: [authenticate("customer", ["bearer"])],
    },
    {
      matcher: "/admin/members",
      methods: ["GET"],
      middlewares: [validateQuery(AdminMembersQuery)],
    },
  ],
})
