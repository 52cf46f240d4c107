import type { MiddlewareRoute } from "@medusajs/framework/http"
import { stepUp, validateBody, validateQuery } from "@uuc/errors"
import { AdminPageQuery } from "../../utils/validators"
import {
  AdminImpersonate,
  AdminMembersQuery,
  AdminUpdateMember,
} from "./validators"

export const adminMemberRoutesMiddlewares: MiddlewareRoute[] = [
  {
    matcher: "/admin/members",
    methods: ["GET"],
    middlewares: [validateQuery(AdminMembersQuery)],
  },
  {
    matcher: "/admin/members/:id",
    methods: ["POST"],
    middlewares: [
      validateBody(AdminUpdateMember),
      stepUp({ actor: "staff", idempotency: false }),
    ],
  },
  {
    matcher: "/admin/members/:id/impersonate",
    methods: ["POST"],
    middlewares: [validateBody(AdminImpersonate)],
  },
  {
    matcher: "/admin/members/:id/audit",
    methods: ["GET"],
    middlewares: [validateQuery(AdminPageQuery)],
  },
]
