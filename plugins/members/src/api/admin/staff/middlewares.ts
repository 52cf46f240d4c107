import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
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
    middlewares: [validatedQuery(AdminPageQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/staff",
    methods: ["POST"],
    middlewares: [validatedBody(AdminCreateStaff)],
  },
  {
    matcher: "/admin/staff/:id",
    methods: ["POST"],
    middlewares: [validatedBody(AdminUpdateStaff)],
  },
  {
    matcher: "/admin/staff/:id/role",
    methods: ["POST"],
    middlewares: [validatedBody(AdminSetStaffRole)],
  },
]
