import type { MiddlewareRoute } from "@medusajs/framework/http"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"
import { stepUp } from "@uuc/errors"
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
    middlewares: [validatedQuery(AdminMembersQuery, LIST_QUERY)],
  },
  {
    matcher: "/admin/members/:id",
    methods: ["POST"],
    middlewares: [
      validatedBody(AdminUpdateMember),
      stepUp({ actor: "staff", idempotency: false }),
    ],
  },
  {
    matcher: "/admin/members/:id/impersonate",
    methods: ["POST"],
    middlewares: [validatedBody(AdminImpersonate)],
  },
  {
    matcher: "/admin/members/:id/audit",
    methods: ["GET"],
    middlewares: [validatedQuery(AdminPageQuery, LIST_QUERY)],
  },
]
