import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { errorHandler, validateBody, validateQuery } from "@uuc/errors"
import { requireMerchant } from "../lib/merchant-guard"
import "../modules/merchants/lib/messages"
import {
  AdminApplicationsQuery,
  AdminApprove,
  AdminReject,
  MerchantGoods,
  MerchantGoodsQuery,
  MerchantOrdersQuery,
  MerchantShip,
  StoreApply,
} from "./validators"

// Members are customers whose bearer token names the member (members plugin).
const member = authenticate("customer", ["bearer"])

// Admin routes are staff-only by Medusa's default /admin authentication.
export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    {
      matcher: "/store/merchant-applications",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreApply)],
    },
    {
      matcher: "/store/merchant-applications/me",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      // a passed merchant account, else 403 merchant_license_missing
      matcher: "/store/merchant/*",
      middlewares: [member, requireMerchant],
    },
    {
      matcher: "/store/merchant/goods",
      methods: ["GET"],
      middlewares: [validateQuery(MerchantGoodsQuery)],
    },
    {
      matcher: "/store/merchant/goods",
      methods: ["POST"],
      middlewares: [validateBody(MerchantGoods)],
    },
    {
      matcher: "/store/merchant/goods/:id",
      methods: ["POST"],
      middlewares: [validateBody(MerchantGoods)],
    },
    {
      matcher: "/store/merchant/orders",
      methods: ["GET"],
      middlewares: [validateQuery(MerchantOrdersQuery)],
    },
    {
      matcher: "/store/merchant/orders/:id/ship",
      methods: ["POST"],
      middlewares: [validateBody(MerchantShip)],
    },
    {
      matcher: "/admin/merchant-applications",
      methods: ["GET"],
      middlewares: [validateQuery(AdminApplicationsQuery)],
    },
    {
      matcher: "/admin/merchant-applications/:id/approve",
      methods: ["POST"],
      middlewares: [validateBody(AdminApprove)],
    },
    {
      matcher: "/admin/merchant-applications/:id/reject",
      methods: ["POST"],
      middlewares: [validateBody(AdminReject)],
    },
  ],
})
