import { authenticate } from "@medusajs/framework/http"
import { notUnderImpersonation } from "@uuc/errors"

// Members are customers whose bearer token names the member (members plugin).
export const member = authenticate("customer", ["bearer"])
// Money moves of the shop: never under impersonation; checkout also needs the key and
// the secondary password before a replay is answered (verified in its step-up, once).
export const readOnlyUnderImpersonation = notUnderImpersonation()
