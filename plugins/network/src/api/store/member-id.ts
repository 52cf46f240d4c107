import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

/**
 * The member behind a store request: members are Medusa customers whose token
 * carries `app_metadata.member_id` (the members plugin issues it).
 */
export function memberIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.app_metadata?.member_id
  if (typeof id !== "string" || !id)
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  return id
}
