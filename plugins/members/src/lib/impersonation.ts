import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

const members = (c: MedusaContainer) =>
  c.resolve<MembersModuleService>(MEMBERS_MODULE)

/** Whether an impersonation session row is still open (neither ended nor expired). */
export function isOpen(row: {
  ended_at: Date | string | null
  expires_at: Date | string
}) {
  return !row.ended_at && new Date(row.expires_at).getTime() > Date.now()
}

/**
 * Refuses an impersonation token whose session is unknown, ended or expired
 * (401 `impersonation_ended`): staff can end a session before its token expires.
 */
export async function assertImpersonationOpen(
  container: MedusaContainer,
  memberId: string,
  sessionId: unknown
) {
  const [row] =
    typeof sessionId === "string" && sessionId
      ? await members(container).listImpersonationSessions({
          id: sessionId,
          member_id: memberId,
        })
      : []
  if (!row || !isOpen(row))
    throw new AppError(MedusaError.Types.UNAUTHORIZED, "impersonation_ended")
}

/**
 * Ends an open impersonation session (idempotent: an ended one stays as it was),
 * audited on the member with the staff member who opened it or ended it.
 */
export async function endImpersonation(
  container: MedusaContainer,
  input: { member_id: string; session_id: string; ended_by: string }
) {
  const service = members(container)
  const [row] = await service.listImpersonationSessions({
    id: input.session_id,
    member_id: input.member_id,
  })
  if (!row)
    throw new AppError(
      MedusaError.Types.NOT_FOUND,
      "impersonation_session_not_found"
    )
  if (row.ended_at) return row
  const ended = await service.updateImpersonationSessions({
    id: row.id,
    ended_at: new Date(),
    ended_by: input.ended_by,
  })
  await service.createAuditEntries({
    actor_id: input.ended_by,
    action: "member.impersonation_end",
    target_type: "member",
    target_id: row.member_id,
    before: { session_id: row.id, ended_at: null },
    after: { session_id: row.id, ended_at: ended.ended_at },
  })
  return ended
}

/**
 * Writes what staff did while logged in as a member, under the staff member's id
 * (the request's method and path; never its body).
 */
export async function auditImpersonatedRequest(
  container: MedusaContainer,
  input: {
    staff_user_id: string
    member_id: string
    session_id: unknown
    method: string
    path: string
  }
) {
  await members(container).createAuditEntries({
    actor_id: input.staff_user_id,
    action: "impersonation.request",
    target_type: "member",
    target_id: input.member_id,
    before: null,
    after: {
      session_id:
        typeof input.session_id === "string" ? input.session_id : null,
      method: input.method,
      path: input.path,
    },
  })
}
