// The network's card, type-only (the build erases it): one declaration.
import type { Card } from "@uuc/network/network-api"

export type MemberStatus = "normal" | "frozen"

/** A row of `GET /admin/members`. */
export type AdminMemberRow = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  status: MemberStatus
  sponsor: string | null
  card: Card | null
  active: boolean
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  team_size: number
  direct_count: number
  created_at: string
}

export type MemberRef = { id: string; username: string } | null

export type AuditEntry = {
  id: string
  actor_id: string
  actor: string
  actor_email?: string | null
  target_type?: string
  target_id?: string
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: string
}

/** `GET /admin/members/:id`. */
export type AdminMemberDetail = {
  member: {
    id: string
    username: string
    nickname: string | null
    phone: string | null
    wallet_address: string | null
    avatar_url: string | null
    status: MemberStatus
    created_at: string
    customer_id: string
    sponsor: MemberRef
    network: {
      card: Card | null
      active: boolean
      star_level: number
      team_level: number
      star_level_pinned: boolean
      team_level_pinned: boolean
      direct_count: number
      active_direct_count: number
      team_size: number
      volume: string
      own_volume: string
      placement_parent: MemberRef
      line: number | null
      depth: number
    }
    balances: Record<string, string>
    /** What refunds left owed (USD, decimal string), collected from later bonuses; "0" if nothing. */
    refund_debt?: string
  }
  audit: AuditEntry[]
  audit_count: number
}

/** `POST /admin/members/:id`: a level of `null` un-pins it. */
export type MemberChange = {
  status?: MemberStatus
  star_level?: number | null
  team_level?: number | null
  /** The acting staff member's secondary password (every change needs it). */
  secondary_password?: string
}

export type Staff = {
  id: string
  email: string
  first_name: string | null
  last_name: string | null
  username: string | null
  nickname: string | null
  phone: string | null
  has_secondary_password: boolean
  role: StaffRole | null
  created_at: string
}

export type StaffRole = "owner" | "finance" | "support" | "content"

export type StaffInput = {
  email?: string
  username?: string
  nickname?: string | null
  phone?: string | null
  password?: string
  secondary_password?: string
  actor_secondary_password?: string
  /** Setting up one's own first secondary password: the login password. */
  actor_password?: string
}
