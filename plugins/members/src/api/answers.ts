/**
 * What the members routes answer, declared once: the presenters and routes build
 * their bodies against these types (`satisfies`) and the members-api entry exports
 * them to the storefront's hooks and the admin (type-only). Types only: the admin's
 * type-check reads this file, not the services.
 */
import type { Card } from "@uuc/network/network-api"
import type { MemberLoan } from "../lib/ports"
import type { StaffRole } from "../lib/staff-access"

export type { StaffRole }

export type MemberStatus = "normal" | "frozen"

/** A page of a list: `count` rows in all, this page from `offset`. */
type Paged = { count: number; limit: number; offset: number }

/** A member's own fields anyone entitled may see: never a hash. */
export type MemberProfile = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  wallet_address: string | null
  avatar_url: string | null
  status: MemberStatus
  created_at: string
}

/** Every asset's balance (decimal strings); each asset "0" without the ledger. */
export type MemberBalances = Record<string, string>

/** Staff logged in as the member: the storefront shows a banner. */
export type ImpersonatedBy = { user_id: string; username: string | null }

/** GET, POST /store/members/me and POST /store/members/me/avatar: `{ member }`. */
export type StoreMe = MemberProfile & {
  sponsor: string | null
  security_question: string | null
  card: Card | null
  active: boolean
  star_level: number
  team_level: number
  direct_count: number
  team_size: number
  balances: MemberBalances
  /** The open loan (pending review or owed) when the rewards plugin is installed. */
  loan: MemberLoan | null
  /** What refunds left owed (USD, decimal string), collected from later bonuses; "0" if nothing. */
  refund_debt: string
  impersonated_by: ImpersonatedBy | null
  /**
   * When the member proved the payout wallet by signing with its key (null: not
   * proven). Only a proven wallet's deposits to the shared address credit
   * without staff; a new wallet address clears it.
   */
  wallet_verified_at: string | null
  /**
   * Whether the member's authenticator codes (TOTP) are on: the login, a
   * withdrawal and a payout-wallet change then need `totp_code`.
   */
  totp_enabled: boolean
  /** Unused recovery codes left (0 while codes are off). */
  recovery_codes_left: number
}
export type StoreMeAnswer = { member: StoreMe }

/** POST /store/members/me/totp: the new secret for the authenticator app (not in force yet). */
export type TotpEnrolment = {
  /** Base32, for typing into the app by hand. */
  secret: string
  /** `otpauth://totp/…`: what the QR code carries. */
  otpauth_uri: string
}
/** POST /store/members/me/totp/confirm: codes are on; the recovery codes, shown this once. */
export type TotpEnabled = { enabled: true; recovery_codes: string[] }
/** POST /store/members/me/totp/disable. */
export type TotpDisabled = { enabled: false }

/** POST /store/members/me/wallet-proof/challenge: the message to sign, once, before it expires. */
export type WalletChallenge = { message: string; expires_at: string }

/** POST /store/members/register: the member and the session login would give. */
export type RegisterAnswer = {
  member: MemberProfile & { sponsor: string }
  token: string
  expires_at: string
}

/** POST /store/members/login: the member's session token and when it expires. */
export type MemberSession = { token: string; expires_at: string }

/** Routes that only confirm (password reset, ending an impersonation from the storefront). */
export type Done = { success: true }

/** POST /store/members/me/password: a new login password also answers a fresh session. */
export type PasswordChanged = Done & Partial<MemberSession>

/** GET /store/captcha: the picture to read; its answer stays (hashed) on the server. */
export type CaptchaChallenge = { id: string; svg: string }
/** GET /store/captcha/audio: also the code as a clip of beeps (a data: URL). */
export type AudioCaptchaChallenge = CaptchaChallenge & { audio: string }

/** GET /store/members/me/security-question: never the answer; a decoy for an unknown username. */
export type SecurityQuestion = { username: string; security_question: string }

/** A row of GET /admin/members. */
export type AdminMemberRow = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  status: MemberStatus
  sponsor: string | null
  created_at: string
  card: Card | null
  active: boolean
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  team_size: number
  direct_count: number
}
export type AdminMemberList = Paged & { members: AdminMemberRow[] }

export type MemberRef = { id: string; username: string } | null

/** An audit row as a member's or staff member's page shows it, naming its actor. */
export type AuditEntry = {
  id: string
  actor_id: string
  /** The actor's staff username, else email, else id. */
  actor: string
  action: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: string
}

/** A row of the whole audit log (GET /admin/audit): also the actor's email and the target. */
export type AuditLogEntry = AuditEntry & {
  actor_email: string | null
  target_type: string
  target_id: string
}
export type AuditLog = Paged & { audit: AuditLogEntry[] }

/** GET /admin/members/:id/audit. */
export type MemberAudit = Paged & { audit: AuditEntry[] }

/** GET, POST /admin/members/:id: profile, sponsor, placement, figures, balances, audit. */
export type AdminMemberDetail = {
  member: MemberProfile & {
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
    balances: MemberBalances
    loan: MemberLoan | null
    /** What refunds left owed (USD, decimal string), collected from later bonuses; "0" if nothing. */
    refund_debt: string
    /** Whether the member's authenticator codes (two-step verification) are on. */
    totp_enabled: boolean
  }
  audit: AuditEntry[]
  audit_count: number
}

/** POST /admin/members/:id/impersonate: a member token and the address that opens it. */
export type Impersonation = {
  token: string
  expires_at: string
  session_id: string
  url: string
}

/**
 * POST /admin/members/:id/impersonations/:sid/end: the session as stored (no staff
 * name, which the list adds) and whether it is still open.
 */
export type EndedImpersonation = {
  impersonation: Omit<ImpersonationSession, "staff"> & {
    member_id: string
    updated_at: string
    deleted_at: string | null
  }
}

/** A "log in as member" session as staff see it. */
export type ImpersonationSession = {
  id: string
  staff_user_id: string
  /** The staff member's username (or email); null when the user is gone. */
  staff: string | null
  created_at: string
  expires_at: string
  ended_at: string | null
  ended_by: string | null
  open: boolean
}
/** GET /admin/members/:id/impersonations. */
export type ImpersonationList = { impersonations: ImpersonationSession[] }

/** GET /admin/member-settings. */
export type MemberSettings = { storefront_url: string }

/** A staff member: the admin user and their profile, no secret. */
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
/** GET /admin/staff. */
export type StaffList = Paged & { staff: Staff[] }
/** GET /admin/staff/:id. */
export type StaffDetail = { staff: Staff; audit: AuditEntry[] }
/** POST /admin/staff, /admin/staff/:id, /admin/staff/:id/role. */
export type StaffAnswer = { staff: Staff }

/** GET /admin/staff-access: the caller's role and the routes it opens. */
export type StaffAccess = {
  user_id: string
  role: StaffRole | null
  /** `METHOD /admin/path` of every plugin route the role opens. */
  routes: string[]
}
