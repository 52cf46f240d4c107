import { authenticate, defineMiddlewares } from "@medusajs/framework/http"
import {
  errorHandler,
  notUnderImpersonation,
  stepUp,
  validateBody,
  validateQuery,
} from "@uuc/errors"
import { antiFraming, protectAdminFromFraming } from "./anti-framing"
import { invitesStepUp } from "./invites-step-up"
import { memberSession } from "./member-session"
import { staffLoginLockout } from "./staff-login-lockout"
import { staffRole } from "./staff-role"
import "./messages"
import { avatarUpload } from "./store/members/me/avatar/upload"
import {
  AdminAuditQuery,
  AdminCreateStaff,
  AdminSetStaffRole,
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

protectAdminFromFraming()

export default defineMiddlewares({
  // Installed apps get the `{ code, message, field? }` answers without wiring anything.
  errorHandler: errorHandler(),
  routes: [
    // Every /store request, whoever owns the route (see member-session.ts).
    { matcher: "/store", middlewares: [memberSession] },
    // Every /admin request, whoever owns the route: the staff role (staff-role.ts).
    { matcher: "/admin", middlewares: [staffRole] },
    // The admin dashboard's pages and files (and the API answers, which no one frames).
    { matcher: "/app", middlewares: [antiFraming] },
    {
      matcher: "/auth/user/emailpass",
      methods: ["POST"],
      middlewares: [staffLoginLockout],
    },
    // Medusa's invites (see invites-step-up.ts).
    // (no `methods`: a method-bound matcher is exact, a bare one is a prefix)
    { matcher: "/admin", middlewares: [invitesStepUp] },
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
      middlewares: [
        member,
        validateBody(StoreUpdateMe),
        // the payout wallet: the secondary password, never under impersonation
        stepUp({
          actor: "member",
          idempotency: false,
          password: (body) => "wallet_address" in body,
        }),
      ],
    },
    {
      matcher: "/store/members/me/impersonation/end",
      methods: ["POST"],
      middlewares: [member],
    },
    {
      matcher: "/store/members/me/avatar",
      methods: ["POST"],
      middlewares: [member, avatarUpload],
    },
    {
      matcher: "/store/members/me/password",
      methods: ["POST"],
      middlewares: [
        member,
        notUnderImpersonation(),
        validateBody(StoreChangePassword),
      ],
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
    {
      matcher: "/admin/audit",
      methods: ["GET"],
      middlewares: [validateQuery(AdminAuditQuery)],
    },
    {
      matcher: "/admin/audit/export",
      methods: ["GET"],
      middlewares: [validateQuery(AdminAuditQuery)],
    },
  ],
})
