import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminPost, staffSetting } from "../../utils/middleware-helpers"
import { AdminCreateRechargeLink, AdminUpdateRechargeLink } from "./validators"

export const adminRechargeLinkRoutesMiddlewares: MiddlewareRoute[] = [
  adminPost("/admin/recharge-links", AdminCreateRechargeLink, staffSetting),
  adminPost("/admin/recharge-links/:id", AdminUpdateRechargeLink, staffSetting),
  {
    matcher: "/admin/recharge-links/:id",
    methods: ["DELETE"],
    middlewares: [staffSetting],
  },
]
