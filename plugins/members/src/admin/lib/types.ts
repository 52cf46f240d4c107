// The members routes' answers, type-only (the build erases them): one declaration.
import type { MemberStatus } from "../../api/answers"

export type {
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberRow,
  AuditEntry,
  AuditLog,
  AuditLogEntry,
  Impersonation,
  ImpersonationList,
  MemberAudit,
  MemberRef,
  MemberSettings,
  MemberStatus,
  Staff,
  StaffAccess,
  StaffAnswer,
  StaffDetail,
  StaffList,
  StaffRole,
} from "../../api/answers"

/** `POST /admin/members/:id`: a level of `null` un-pins it. */
export type MemberChange = {
  status?: MemberStatus
  star_level?: number | null
  team_level?: number | null
  /** The acting staff member's secondary password (every change needs it). */
  secondary_password?: string
}

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
