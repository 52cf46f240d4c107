import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import { validateBody, validateQuery } from "@uuc/errors"
import { memberSession } from "./member-session"
import "./messages"
import { avatarUpload } from "./store/members/me/avatar/upload"
import {
  AdminCreateStaff,
  AdminImpersonate,
  AdminMembersQuery,
  AdminPageQuery,
  AdminUpdateMember,
  AdminUpdateStaff,
  StoreChangePassword,
  StoreLogin,
  StorePasswordReset,
  StoreRegister,
  StoreSecurityQuestionQuery,
  StoreUpdateMe,
} from "./validators"

const member = authenticate("customer", ["bearer"])

export default defineMiddlewares({
  routes: [
    // Every /store request, whoever owns the route (see member-session.ts).
    { matcher: "/store", middlewares: [memberSession] },
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
      matcher: "/store/members/password-reset",
      methods: ["POST"],
      middlewares: [validateBody(StorePasswordReset)],
    },
    {
      matcher: "/store/members/me",
      methods: ["GET"],
      middlewares: [member],
    },
    {
      matcher: "/store/members/me",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreUpdateMe)],
    },
    {
      matcher: "/store/members/me/avatar",
      methods: ["POST"],
      middlewares: [member, avatarUpload],
    },
    {
      matcher: "/store/members/me/password",
      methods: ["POST"],
      middlewares: [member, validateBody(StoreChangePassword)],
    },
    {
      // Public (the forgot-password screen); a member's token, if any, is optional.
      matcher: "/store/members/me/security-question",
      methods: ["GET"],
      middlewares: [validateQuery(StoreSecurityQuestionQuery)],
    },
    {
      matcher: "/admin/members",
      methods: ["GET"],
      middlewares: [validateQuery(AdminMembersQuery)],
    },
    {
      matcher: "/admin/members/:id",
      methods: ["POST"],
      middlewares: [validateBody(AdminUpdateMember)],
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
  ],
})
