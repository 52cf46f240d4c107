import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminGet, adminPost } from "../../utils/middleware-helpers"
import { PageQuery } from "../../utils/validators"
import { AdminAdjustment } from "./validators"

export const adminMemberRoutesMiddlewares: MiddlewareRoute[] = [
  adminGet("/admin/members/:id/adjustments", PageQuery),
  adminPost("/admin/members/:id/adjustments", AdminAdjustment),
]
