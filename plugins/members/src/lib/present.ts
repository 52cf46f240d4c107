import type { MedusaContainer } from "@medusajs/framework/types"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"
import type { NetworkNode } from "@uuc/network/network-api"
import { balancesOf, networkOf, openLoanOf, refundDebtOf } from "./ports"
import type { MemberProfile, MemberStatus, StoreMe } from "../api/answers"

type MemberRow = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  wallet_address: string | null
  avatar_url: string | null
  status: MemberStatus
  created_at: Date | string
}

/** A member's own fields anyone entitled may see: never a hash. */
export function presentMember(member: MemberRow): MemberProfile {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    phone: member.phone,
    wallet_address: member.wallet_address,
    avatar_url: member.avatar_url,
    status: member.status,
    created_at: new Date(member.created_at).toISOString(),
  }
}

/** The network figures api.md shows beside a member. */
function presentFigures(node: NetworkNode) {
  return {
    card: node.card,
    active: node.active,
    star_level: node.star_level,
    team_level: node.team_level,
    direct_count: node.direct_count,
    team_size: node.size - 1,
  }
}

/** `GET /store/members/me`: the member, sponsor, network figures, balances, loan. */
export async function presentOwnMember(
  container: MedusaContainer,
  memberId: string,
  session: { impersonated_by: string | null }
): Promise<StoreMe> {
  const members = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  const member = await members.getMember(memberId)
  const by = session.impersonated_by
  const [
    sponsor,
    node,
    balances,
    staff,
    loan,
    refundDebt,
    totpEnabled,
    recoveryLeft,
  ] = await Promise.all([
    member.sponsor_id
      ? members.listMembers({ id: member.sponsor_id }, { select: ["username"] })
      : Promise.resolve([]),
    networkOf(container).getNode(member.id),
    balancesOf(container, member.id),
    by
      ? members.listStaffProfiles({ user_id: by }, { select: ["username"] })
      : Promise.resolve([]),
    openLoanOf(container, member.id),
    refundDebtOf(container, member.id),
    members.totpEnabled(member.id),
    members.recoveryCodesLeft(member.id),
  ])
  return {
    ...presentMember(member),
    sponsor: sponsor[0]?.username ?? null,
    security_question: member.security_question,
    ...presentFigures(node),
    balances,
    // The open loan (pending review or owed) when the rewards plugin is installed.
    loan,
    // What refunds left owed (USD), collected from later bonuses; "0" if nothing.
    refund_debt: refundDebt,
    // Set when staff logged in as the member: the storefront shows a banner.
    impersonated_by: by
      ? { user_id: by, username: staff[0]?.username ?? null }
      : null,
    wallet_verified_at: member.wallet_verified_at
      ? new Date(member.wallet_verified_at).toISOString()
      : null,
    totp_enabled: totpEnabled,
    recovery_codes_left: totpEnabled ? recoveryLeft : 0,
  }
}
