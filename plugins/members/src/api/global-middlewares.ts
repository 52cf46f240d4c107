import type { MiddlewareRoute } from "@medusajs/framework/http"
import { antiFraming } from "./anti-framing"
import { memberSession } from "./member-session"
import { staffLoginLockout } from "./staff-login-lockout"
import { staffMfaLockout } from "./staff-mfa-lockout"
import { staffRole } from "./staff-role"
import { staffStepUp } from "./staff-step-up"

/**
 * The middlewares of requests whoever owns the route; they come before every
 * resource's own (see middlewares.ts).
 */
export const globalMiddlewares: MiddlewareRoute[] = [
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
  {
    matcher: "/auth/mfa/challenges/:id/verify",
    methods: ["POST"],
    middlewares: [staffMfaLockout],
  },
  // Medusa's invites, secret API keys and payment refunds (see staff-step-up.ts).
  // (no `methods`: a method-bound matcher is exact, a bare one is a prefix)
  { matcher: "/admin", middlewares: [staffStepUp] },
]
