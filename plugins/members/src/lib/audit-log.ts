import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"
import type { AuditFilters } from "../modules/members/service"
import type { AuditLogEntry } from "../api/answers"

type StaffName = { name: string; email: string | null }

/** Staff as people read them: username (or nickname) and email, for user ids. */
export async function staffPeople(
  container: MedusaContainer,
  userIds: string[]
): Promise<Record<string, StaffName>> {
  const ids = [...new Set(userIds)]
  if (!ids.length) return {}
  const [users, profiles] = await Promise.all([
    container.resolve(Modules.USER).listUsers({ id: ids }),
    container
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .listStaffProfiles({ user_id: ids }),
  ])
  const out: Record<string, StaffName> = {}
  for (const u of users) out[u.id] = { name: u.email, email: u.email }
  for (const p of profiles)
    out[p.user_id] = { name: p.username, email: out[p.user_id]?.email ?? null }
  return out
}

/** One page of the whole audit log, newest first, each row naming its actor. */
export async function auditPage(
  container: MedusaContainer,
  filters: AuditFilters,
  page: { limit: number; offset: number }
) {
  const { rows, count } = await container
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listAuditPage(filters, page)
  const people = await staffPeople(
    container,
    rows.map((r) => r.actor_id)
  )
  return {
    audit: rows.map((r): AuditLogEntry => ({
      id: r.id,
      actor_id: r.actor_id,
      actor: people[r.actor_id]?.name ?? r.actor_id,
      actor_email: people[r.actor_id]?.email ?? null,
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      before: r.before,
      after: r.after,
      created_at: new Date(r.created_at).toISOString(),
    })),
    count,
  }
}
