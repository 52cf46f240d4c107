import { authenticate } from "@medusajs/framework/http"
import type { MiddlewareRoute } from "@medusajs/framework/http"
import { z } from "@medusajs/framework/zod"
import { stepUp } from "@uuc/errors"
import { LIST_QUERY, validatedBody, validatedQuery } from "@uuc/http"

/**
 * The builders the resources' `middlewares.ts` share: who may call, what the body or
 * query must be, and the step-up guards of money routes.
 */

// Members are customers whose bearer token names the member (members plugin).
export const member = authenticate("customer", ["bearer"])

type Schema = z.ZodType
// A query with a page (`limit`) is a list: Medusa's query config gives it its
// pagination (`req.queryConfig.pagination`).
const queryConfigOf = (query: Schema) =>
  query instanceof z.ZodObject && "limit" in query.shape ? LIST_QUERY : {}
export const get = (
  matcher: string,
  query?: Schema,
  auth = true
): MiddlewareRoute => ({
  matcher,
  methods: ["GET"],
  middlewares: [
    ...(auth ? [member] : []),
    ...(query ? [validatedQuery(query, queryConfigOf(query))] : []),
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
    validatedBody(body),
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
