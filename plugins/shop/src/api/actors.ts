import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

/** The member behind a store request (the members plugin's token names them). */
export function memberIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.app_metadata?.member_id
  if (typeof id !== "string" || !id)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  return id
}

/** Money never moves while staff are logged in as the member. */
export function refuseImpersonation(req: AuthenticatedMedusaRequest) {
  if (req.auth_context?.app_metadata?.impersonated_by)
    throw new AppError(MedusaError.Types.NOT_ALLOWED, "impersonation_forbidden")
}

/** The staff user behind an admin request. */
export function staffIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.actor_id
  if (!id) throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  return id
}
