import type { MedusaContainer } from "@medusajs/framework/types"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"
import { staffPeople } from "./audit-log"
import { balancesOf, networkOf, openLoanOf, refundDebtOf } from "./ports"
import { presentMember } from "./present"
import type { AdminMemberDetail, AuditEntry } from "../api/answers"

const AUDIT_ON_DETAIL = 20

/** Names for staff user ids: their staff username, else their email. */
export async function staffNames(
  container: MedusaContainer,
  userIds: string[]
): Promise<Record<string, string>> {
  const people = await staffPeople(container, userIds)
  return Object.fromEntries(
    Object.entries(people).map(([id, person]) => [id, person.name])
  )
}

/** A page of audit rows, newest first, each naming its actor. */
export async function listAudit(
  container: MedusaContainer,
  filters: { target_type: "member" | "staff"; target_id: string },
  page: { limit: number; offset: number }
) {
  const [rows, count] = await container
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listAndCountAuditEntries(filters, {
      order: { created_at: "DESC", id: "DESC" },
      skip: page.offset,
      take: page.limit,
    })
  const names = await staffNames(
    container,
    rows.map((r) => r.actor_id)
  )
  return {
    entries: rows.map((r): AuditEntry => ({
      id: r.id,
      actor_id: r.actor_id,
      actor: names[r.actor_id] ?? r.actor_id,
      action: r.action,
      before: r.before,
      after: r.after,
      created_at: new Date(r.created_at).toISOString(),
    })),
    count,
  }
}

/** `GET /admin/members/:id`: profile, sponsor, placement, network figures, balances, audit. */
export async function presentStaffMember(
  container: MedusaContainer,
  memberId: string
): Promise<AdminMemberDetail> {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const member = await members.getMember(memberId)
  const node = await networkOf(container).getNode(member.id)
  const related = [member.sponsor_id, node.parent_id].filter(
    (id): id is string => !!id
  )
  const [others, balances, audit, loan, refundDebt, totpEnabled] =
    await Promise.all([
      related.length
        ? members.listMembers({ id: related }, { select: ["id", "username"] })
        : Promise.resolve([]),
      balancesOf(container, member.id),
      listAudit(
        container,
        { target_type: "member", target_id: member.id },
        { limit: AUDIT_ON_DETAIL, offset: 0 }
      ),
      openLoanOf(container, member.id),
      refundDebtOf(container, member.id),
      members.totpEnabled(member.id),
    ])
  const ref = (id: string | null) => {
    const m = id ? others.find((o) => o.id === id) : undefined
    return m ? { id: m.id, username: m.username } : null
  }
  return {
    member: {
      ...presentMember(member),
      customer_id: member.customer_id,
      sponsor: ref(member.sponsor_id),
      network: {
        card: node.card,
        active: node.active,
        star_level: node.star_level,
        team_level: node.team_level,
        star_level_pinned: node.star_level_pinned,
        team_level_pinned: node.team_level_pinned,
        direct_count: node.direct_count,
        active_direct_count: node.active_direct_count,
        team_size: node.size - 1,
        volume: node.volume,
        own_volume: node.own_volume,
        placement_parent: ref(node.parent_id),
        line: node.line,
        depth: node.depth,
      },
      balances,
      loan,
      refund_debt: refundDebt,
      totp_enabled: totpEnabled,
    },
    audit: audit.entries,
    audit_count: audit.count,
  }
}
