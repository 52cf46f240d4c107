import { authenticate } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { stepUp, validateBody, validateQuery } from "@uuc/errors"

/**
 * The builders the resources' `middlewares.ts` share: who may call, what the body or
 * query must be, and the step-up guards of money routes.
 */

// Members are customers whose bearer token names the member (members plugin).
export const member = authenticate("customer", ["bearer"])

type Schema = Parameters<typeof validateBody>[0]
export const get = (
  matcher: string,
  query?: Schema,
  auth = true
): MiddlewareRoute => ({
  matcher,
  methods: ["GET"],
  middlewares: [
    ...(auth ? [member] : []),
    ...(query ? [validateQuery(query)] : []),
  ],
})
type Guard = ReturnType<typeof stepUp>
export const post = (
  matcher: string,
  body: Schema,
  auth = true,
  guard?: Guard
): MiddlewareRoute => ({
  matcher,
  methods: ["POST"],
  middlewares: [
    ...(auth ? [member] : []),
    validateBody(body),
    ...(guard ? [guard] : []),
  ],
})
// Money routes: refused under impersonation, Idempotency-Key required, and the
// secondary password verified before anything (a replay included) is answered.
const memberMoney = stepUp({ actor: "member" })
const staffMoney = stepUp({ actor: "staff" })
// Money settings: the staff secondary password, no key needed.
export const staffSetting = stepUp({ actor: "staff", idempotency: false })
export const moneyPost = (matcher: string, body: Schema) =>
  post(matcher, body, true, memberMoney)
// A recharge report moves nothing until staff confirm it: no password, but a key
// and never under impersonation.
export const reportPost = (matcher: string, body: Schema) =>
  post(matcher, body, true, stepUp({ actor: "member", password: false }))

// Admin routes are staff-only by Medusa's default /admin authentication.
export const adminGet = (matcher: string, query: Schema) =>
  get(matcher, query, false)
export const adminPost = (matcher: string, body: Schema, guard = staffMoney) =>
  post(matcher, body, false, guard)
