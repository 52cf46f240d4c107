import { authenticate } from "@medusajs/framework/http"
import { stepUp } from "@uuc/errors"

// Members are customers whose bearer token names the member (members plugin).
export const member = authenticate("customer", ["bearer"])

// Money routes (stepUp): refused under impersonation, an Idempotency-Key required,
// the secondary password verified first (a replay included).
export const memberMoney = stepUp({ actor: "member" })
export const staffMoney = stepUp({ actor: "staff" })
// Money settings and reviews that move nothing: the staff secondary password only.
export const staffSetting = stepUp({ actor: "staff", idempotency: false })
// A loan application moves nothing until staff pass it: the password, no key.
export const memberApplication = stepUp({ actor: "member", idempotency: false })
