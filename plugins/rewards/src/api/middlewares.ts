import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import "../modules/plan/lib/messages"
import "../modules/rewards/lib/messages"
import {
  AdminBonusRecordsQuery,
  AdminUpdatePlan,
  PageQuery,
  StoreActivate,
  StoreBonusRecordsQuery,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

// Admin routes are staff-only by Medusa's default /admin authentication.
export default defineMiddlewares({
  routes: [
    {
      matcher: "/admin/plan",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdatePlan)],
    },
    {
      matcher: "/admin/plan/versions",
      methods: ["GET"],
      middlewares: [validateQuery(PageQuery)],
    },
    {
      matcher: "/admin/bonus-records",
      methods: ["GET"],
      middlewares: [validateQuery(AdminBonusRecordsQuery)],
    },
    {
      matcher: "/store/bonus-records",
      methods: ["GET"],
      middlewares: [member, validateQuery(StoreBonusRecordsQuery)],
    },
    {
      matcher: "/store/cards",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/cards/activate",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreActivate)],
    },
  ],
})
