import type { ApplicationRow } from "../modules/merchants/service"

/** An application as the API answers it (api.md: id, member, status, …). */
export function presentApplication(
  a: ApplicationRow,
  username: string | null = null
) {
  return {
    id: a.id,
    member: { id: a.member_id, username },
    status: a.status,
    description: a.description,
    reason: a.reason,
    reviewed_at: a.reviewed_at,
    created_at: a.created_at,
  }
}
