import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

const unauthorized = () =>
  new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")

/** The member behind a store request (their token's app metadata names them). */
export function memberIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.app_metadata?.member_id
  if (typeof id !== "string" || !id) throw unauthorized()
  return id
}

/** The staff user who logged in as this member, when it is such a session. */
export function impersonatorOf(req: AuthenticatedMedusaRequest): string | null {
  const by = req.auth_context?.app_metadata?.impersonated_by
  return typeof by === "string" && by ? by : null
}

/** The staff user behind an admin request. */
export function staffIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.actor_id
  if (!id || req.auth_context?.actor_type !== "user") throw unauthorized()
  return id
}
