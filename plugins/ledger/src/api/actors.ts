import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdByUsername } from "../lib/members-port"

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

/** The staff user behind an admin request. */
export function staffIdOf(req: AuthenticatedMedusaRequest): string {
  const id = req.auth_context?.actor_id
  if (!id) throw new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")
  return id
}

/** A staff filter naming a member by username, or by id when no username matches. */
export async function memberFilter(
  req: AuthenticatedMedusaRequest,
  member: string | undefined
) {
  if (!member) return undefined
  return (await memberIdByUsername(req.scope, member)) ?? member
}
