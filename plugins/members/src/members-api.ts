/**
 * What other plugins import from the members plugin (`@uuc/members/members-api`):
 * the module key and the service's types. They call the service through the
 * container (`container.resolve<MembersModuleService>(MEMBERS_MODULE)`) and import
 * the types type-only, so a rename here breaks their build; they never read the
 * `member` table themselves.
 */
export { MEMBERS_MODULE } from "./modules/members"
export type {
  AuditFilters,
  AuditInput,
  AuditRow,
  default as MembersModuleService,
  TotpCheck,
} from "./modules/members/service"
export type {
  LedgerPort as MembersLedgerPort,
  MemberLoan,
  RewardsPort as MembersRewardsPort,
} from "./lib/ports"
// Secondary password checks under lockout, for other plugins' staff and member
// actions (the merchants plugin's application review).
export {
  verifyMemberSecondaryPassword,
  verifyStaffSecondaryPassword,
} from "./lib/secondary-passwords"
// What the HTTP routes answer, for the storefront's hooks and the admin (type-only).
export type {
  AdminMemberDetail,
  AdminMemberList,
  AdminMemberRow,
  AudioCaptchaChallenge,
  AuditEntry,
  AuditLog,
  AuditLogEntry,
  CaptchaChallenge,
  Done,
  EndedImpersonation,
  ImpersonatedBy,
  Impersonation,
  ImpersonationList,
  ImpersonationSession,
  MemberAudit,
  MemberBalances,
  MemberProfile,
  MemberRef,
  MemberSession,
  MemberSettings,
  MemberStatus,
  PasswordChanged,
  RegisterAnswer,
  SecurityQuestion,
  Staff,
  StaffAccess,
  StaffAnswer,
  StaffDetail,
  StaffList,
  StaffRole,
  StoreMe,
  StoreMeAnswer,
  TotpDisabled,
  TotpEnabled,
  TotpEnrolment,
  WalletChallenge,
} from "./api/answers"
