import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { AdminPageQuery } from "../../utils/validators"
import {
  AdminCreateStaff,
  AdminSetStaffRole,
  AdminUpdateStaff,
} from "./validators"

export const adminStaffRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/staff",
    methods: ["GET"],
    middlewares: [validateQuery(AdminPageQuery)],
  },
  {
    matcher: "/admin/staff",
    methods: ["POST"],
    middlewares: [validateBody(AdminCreateStaff)],
  },
  {
    matcher: "/admin/staff/:id",
    methods: ["POST"],
    middlewares: [validateBody(AdminUpdateStaff)],
  },
  {
    matcher: "/admin/staff/:id/role",
    methods: ["POST"],
    middlewares: [validateBody(AdminSetStaffRole)],
  },
]
