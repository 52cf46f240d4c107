import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { createHash } from "crypto"
import { hashSecret, normalizeAnswer, verifySecret } from "../../lib/secrets"
import { knexOf } from "./lib/knex"
import {
  CAPTCHA_TTL_MS,
  FAILURE_WINDOW_MINUTES,
  MAX_FAILURES,
  MAX_FAILURES_PER_IP,
} from "./lib/limits"
import {
  memberListSql,
  type MemberListFilters,
  type MemberListRow,
} from "./lib/member-list-sql"
import { AuditEntry } from "./models/audit-entry"
import { Captcha } from "./models/captcha"
import { LoginFailure } from "./models/login-failure"
import { Member } from "./models/member"
import { StaffProfile } from "./models/staff-profile"

const hashCaptchaAnswer = (text: string) =>
  createHash("sha256").update(text.trim().toLowerCase()).digest("hex")

const invalid = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

export type MembersModuleOptions = {
  /** Where "log in as member" sends staff; else STOREFRONT_URL, else localhost:8000. */
  storefront_url?: string
}

export type AuditInput = {
  actor_id: string
  action: string
  target_type: "member" | "staff"
  target_id: string
}
type Change = {
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

export default class MembersModuleService extends MedusaService({
  Member,
  Captcha,
  LoginFailure,
  StaffProfile,
  AuditEntry,
}) {
  protected readonly options_: MembersModuleOptions

  constructor(
    container: Record<string, unknown>,
    options: MembersModuleOptions = {}
  ) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = options ?? {}
  }

  storefrontUrl(): string {
    return (
      this.options_.storefront_url ||
      process.env.STOREFRONT_URL ||
      "http://localhost:8000"
    ).replace(/\/+$/, "")
  }

  // ── captcha ──────────────────────────────────────────────────────────────

  /** Stores a new captcha's answer (hashed); answers its id. Drops long-dead ones. */
  @InjectManager()
  async issueCaptcha(text: string, @MedusaContext() ctx: Context = {}) {
    await knexOf(ctx).raw(
      "delete from captcha where expires_at < now() - interval '1 hour'"
    )
    const captcha = await this.createCaptchas(
      {
        answer_hash: hashCaptchaAnswer(text),
        expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
      },
      ctx
    )
    return captcha.id
  }

  /**
   * Consumes a captcha: right or wrong, it can't be tried again (one atomic UPDATE,
   * so two processes can't both use it; outside any transaction, so refusing doesn't
   * roll the consumption back). CAPTCHA_TEST_CODE, set only by tests, is accepted
   * for any live captcha.
   */
  @InjectManager()
  async consumeCaptcha(
    id: string,
    code: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const { rows } = await knexOf(ctx).raw(
      `update captcha set used_at = now() where id = ? and used_at is null and expires_at > now()
        and deleted_at is null returning answer_hash`,
      [id]
    )
    const testCode = process.env.CAPTCHA_TEST_CODE
    const ok =
      rows.length > 0 &&
      ((!!testCode && code === testCode) ||
        rows[0].answer_hash === hashCaptchaAnswer(code))
    if (!ok) throw invalid("captcha_invalid", "captcha_code")
  }

  // ── lockout of repeated failures ─────────────────────────────────────────

  /** Refuses (429) when any key failed too often within the window. */
  @InjectManager()
  async assertNotLocked(keys: string[], @MedusaContext() ctx: Context = {}) {
    const { rows } = await knexOf(ctx).raw(
      `select key from login_failure
        where key = any(?) and deleted_at is null
          and created_at > now() - make_interval(mins => ?)
        group by key
       having count(*) >= case when key like 'ip:%' then ?::int else ?::int end`,
      [keys, FAILURE_WINDOW_MINUTES, MAX_FAILURES_PER_IP, MAX_FAILURES]
    )
    if (rows.length) {
      const e = new AppError(MedusaError.Types.NOT_ALLOWED, "too_many_attempts")
      e.httpStatus = 429
      throw e
    }
  }

  @InjectManager()
  async recordFailures(keys: string[], @MedusaContext() ctx: Context = {}) {
    await this.createLoginFailures(
      keys.map((key) => ({ key })),
      ctx
    )
  }

  /** A success clears its own key's failures (an IP's stay counted). */
  @InjectManager()
  async clearFailures(key: string, @MedusaContext() ctx: Context = {}) {
    await knexOf(ctx).raw("delete from login_failure where key = ?", [key])
  }

  /** Drops failures older than the window (a job runs it; counting ignores them anyway). */
  @InjectManager()
  async pruneFailures(@MedusaContext() ctx: Context = {}) {
    await knexOf(ctx).raw(
      "delete from login_failure where created_at < now() - make_interval(mins => ?)",
      [FAILURE_WINDOW_MINUTES]
    )
  }

  /**
   * Checks a secret under lockout: refuses while `keys` are locked, records a failure
   * on every key when `check` fails, clears the first key on success.
   */
  async checkWithLockout(
    keys: string[],
    check: () => Promise<boolean>
  ): Promise<boolean> {
    await this.assertNotLocked(keys)
    const ok = await check()
    if (ok) await this.clearFailures(keys[0])
    else await this.recordFailures(keys)
    return ok
  }

  // ── members ──────────────────────────────────────────────────────────────

  async findByUsername(username: string) {
    const [member] = await this.listMembers({
      username: username.trim().toLowerCase(),
    })
    return member ?? null
  }

  /**
   * Which of `ids` are frozen: one indexed read (the reward engine asks it for a
   * whole placement path on every activation).
   */
  @InjectManager()
  async listFrozenIds(
    ids: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    if (!ids.length) return []
    const { rows } = await knexOf(ctx).raw(
      "select id from member where status = 'frozen' and deleted_at is null and id = any(?)",
      [ids]
    )
    return (rows as { id: string }[]).map((r) => r.id)
  }

  async getMember(id: string) {
    const [member] = await this.listMembers({ id })
    if (!member)
      throw new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")
    return member
  }

  /** Whether `secret` is the member's secondary password (5 wrong tries lock it 15 minutes). */
  async verifySecondaryPassword(memberId: string, secret: string) {
    const [member] = await this.listMembers(
      { id: memberId },
      { select: ["id", "secondary_password_hash"] }
    )
    if (!member) return false
    return this.checkWithLockout([`secondary:${memberId}`], () =>
      verifySecret(secret, member.secondary_password_hash)
    )
  }

  /** Whether `secret` is the staff user's secondary password (5 wrong tries lock it 15 minutes). */
  async verifyStaffSecondaryPassword(userId: string, secret: string) {
    const [profile] = await this.listStaffProfiles({ user_id: userId })
    if (!profile) return false
    return this.checkWithLockout([`staff:${userId}`], () =>
      verifySecret(secret, profile.secondary_password_hash)
    )
  }

  /**
   * Changes the login or the secondary password after checking the current one. A
   * new login password ends every session issued before it (password_changed_at).
   */
  async changePassword(
    memberId: string,
    input: { kind: "login" | "secondary"; old: string; password: string }
  ) {
    const member = await this.getMember(memberId)
    const hash =
      input.kind === "login"
        ? member.password_hash
        : member.secondary_password_hash
    const ok = await this.checkWithLockout([`change:${memberId}`], () =>
      verifySecret(input.old, hash)
    )
    if (!ok) throw invalid("old_password_invalid", "old")
    const next = await hashSecret(input.password)
    return this.updateMembers(
      input.kind === "login"
        ? { id: memberId, password_hash: next, password_changed_at: new Date() }
        : { id: memberId, secondary_password_hash: next }
    )
  }

  /** Forgotten password: the security answer sets a new login password, ending old sessions. */
  async resetPassword(
    input: { username: string; security_answer: string; password: string },
    ip: string
  ) {
    const username = input.username.trim().toLowerCase()
    const member = await this.findByUsername(username)
    const ok = await this.checkWithLockout(
      [`reset:${username}`, `ip:${ip}`],
      async () =>
        !!member &&
        verifySecret(
          normalizeAnswer(input.security_answer),
          member.security_answer_hash
        )
    )
    if (!ok || !member)
      throw invalid("security_answer_invalid", "security_answer")
    await this.clearFailures(`user:${username}`)
    return this.updateMembers({
      id: member.id,
      password_hash: await hashSecret(input.password),
      password_changed_at: new Date(),
    })
  }

  /** The staff member list (see member-list-sql.ts). */
  @InjectManager()
  async listForStaff(
    filters: MemberListFilters,
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<[MemberListRow[], number]> {
    const knex = knexOf(ctx)
    const { count, page: rows } = memberListSql(filters)
    const [counted, listed] = await Promise.all([
      knex.raw(count.sql, count.bindings),
      knex.raw(rows.sql, [...rows.bindings, page.limit, page.offset]),
    ])
    return [
      listed.rows as MemberListRow[],
      Number((counted.rows[0] as { count: number }).count),
    ]
  }

  // ── audit ────────────────────────────────────────────────────────────────

  /**
   * Runs a staff change and writes its audit row in one transaction of this module.
   * `change` gets the transaction's context: pass it on to this module's methods, or
   * to another module's method taking a shared context (the network's setLevels), and
   * the change commits or rolls back together with its audit row.
   */
  @InjectTransactionManager()
  async audited<T extends Change>(
    entry: AuditInput,
    change: (ctx: Context) => Promise<T>,
    @MedusaContext() ctx: Context = {}
  ): Promise<T & { audit_id: string }> {
    const result = await change(ctx)
    const audit = await this.createAuditEntries(
      { ...entry, before: result.before, after: result.after },
      ctx
    )
    return { ...result, audit_id: audit.id }
  }

  /** Sets a member's status under a row lock; answers the values before and after. */
  @InjectTransactionManager()
  async setStatus(
    memberId: string,
    status: "normal" | "frozen",
    @MedusaContext() ctx: Context = {}
  ): Promise<{ before: string; after: string }> {
    const { rows } = await knexOf(ctx).raw(
      "select status from member where id = ? and deleted_at is null for update",
      [memberId]
    )
    if (!rows.length)
      throw new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")
    const before = rows[0].status as string
    if (before !== status)
      await this.updateMembers({ id: memberId, status }, ctx)
    return { before, after: status }
  }
}
