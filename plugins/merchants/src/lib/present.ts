import type { ApplicationView } from "../api/answers"
import type { ApplicationRow } from "../modules/merchants/service"

/** An application as the API answers it (api.md: id, member, status, …). */
export function presentApplication(
  a: ApplicationRow,
  username: string | null = null
): ApplicationView {
  return {
    id: a.id,
    member: { id: a.member_id, username },
    status: a.status,
    description: a.description,
    reason: a.reason,
    reviewed_at: a.reviewed_at && new Date(a.reviewed_at).toISOString(),
    created_at: new Date(a.created_at).toISOString(),
  }
}
