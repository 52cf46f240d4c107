import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { createHash } from "crypto"
import {
  dummyHash,
  hashSecret,
  needsRehash,
  normalizeAnswer,
  verifySecret,
} from "../../lib/secrets"
import { knexOf } from "@uuc/http"
import { CAPTCHA_TTL_MS } from "./lib/limits"
import type { MemberListFilters, MemberListRow } from "./lib/member-list-sql"
import * as repo from "./lib/repository"
import * as walletProofs from "./lib/wallet-proofs"
import * as totp from "./lib/totp"
import { newTotpSecret, totpStepOf, totpUri } from "../../lib/totp-otp"
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
} from "../../lib/totp-crypto"
import { signedBy } from "../../lib/wallet-signature"
import { randomBytes } from "crypto"
import { AuditEntry } from "./models/audit-entry"
import { Captcha } from "./models/captcha"
import { ImpersonationSession } from "./models/impersonation-session"
import { LoginFailure } from "./models/login-failure"
import { Member } from "./models/member"
import { isStaffRole, type StaffRole } from "../../lib/staff-access"
import { StaffProfile } from "./models/staff-profile"

const hashCaptchaAnswer = (text: string) =>
  createHash("sha256").update(text.trim().toLowerCase()).digest("hex")

const invalid = (code: string, field?: string) =>
  new AppError(MedusaError.Types.INVALID_DATA, code, field)

function tooManyAttempts() {
  const e = new AppError(MedusaError.Types.NOT_ALLOWED, "too_many_attempts")
  e.httpStatus = 429
  return e
}

export type MembersModuleOptions = {
  /** Where "log in as member" sends staff; else STOREFRONT_URL, else localhost:8000. */
  storefront_url?: string
  /**
   * The server secret the authenticator secrets' encryption key and the recovery
   * codes' hash key are derived from; else TOTP_KEY, else JWT_SECRET.
   */
  totp_key?: string
}

/** The issuer an authenticator app shows beside the member's username. */
const TOTP_ISSUER = "UUC"
/** A code of the step before or after the current one is accepted (clock drift). */
const TOTP_TOLERANCE_S = 30

/** What a check of a member's authenticator code found (checkTotp). */
export type TotpCheck = "off" | "missing" | "ok" | "invalid"

export type AuditInput = {
  actor_id: string
  action: string
  /** What changed: member, staff, or another plugin's kind (notice, plan, …). */
  target_type: string
  target_id: string
}
export type AuditFilters = {
  actor_id?: string
  /** An action or its prefix (`member.` matches every member action). */
  action?: string
  target_type?: string
  target_id?: string
  from?: Date
  to?: Date
}
export type AuditRow = {
  id: string
  actor_id: string
  action: string
  target_type: string
  target_id: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: Date
}
type Change = {
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** What a store request checks of its member (sessionOf). */
type MemberSession = { id: string; status: string; password_changed_at: Date }

export default class MembersModuleService extends MedusaService({
  Member,
  Captcha,
  LoginFailure,
  StaffProfile,
  AuditEntry,
  ImpersonationSession,
}) {
  protected readonly options_: MembersModuleOptions

  constructor(
    container: Record<string, unknown>,
    options: MembersModuleOptions = {}
  ) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = options ?? {}
    // Made now, so that even the first login of an unknown username costs one check.
    void dummyHash().catch(() => undefined)
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
    await repo.deleteDeadCaptchas(knexOf(ctx))
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
    const answerHash = await repo.useCaptcha(knexOf(ctx), id)
    const testCode = process.env.CAPTCHA_TEST_CODE
    const ok =
      answerHash !== null &&
      ((!!testCode && code === testCode) ||
        answerHash === hashCaptchaAnswer(code))
    if (!ok) throw invalid("captcha_invalid", "captcha_code")
  }

  // ── lockout of repeated failures ─────────────────────────────────────────

  /** Refuses (429) when any key failed too often within the window: a cheap early exit. */
  @InjectManager()
  async assertNotLocked(keys: string[], @MedusaContext() ctx: Context = {}) {
    if ((await this.lockedKeys(keys, ctx)).length) throw tooManyAttempts()
  }

  private async lockedKeys(keys: string[], ctx: Context) {
    return repo.lockedKeys(knexOf(ctx), keys)
  }

  // ── request turns ──────────────────────────────────────────────

  /**
   * Takes the turn of `key` for `seconds` when it is free or its holder's time is
   * over (a process that died); answers whether this call took it. One statement:
   * of parallel takers one wins, in any server process.
   */
  @InjectManager()
  async takeRequestTurn(
    key: string,
    owner: string,
    seconds: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `insert into member_request_turn (key, owner, expires_at)
       values (?, ?, now() + make_interval(secs => ?))
       on conflict (key) do update
         set owner = excluded.owner, expires_at = excluded.expires_at
         where member_request_turn.expires_at < now()
       returning owner`,
      [key, owner, seconds]
    )
    return rows.length === 1 && rows[0].owner === owner
  }

  /**
   * What every /store request checks of its member (api/member-session.ts): the
   * status and the last password change, or null. One raw statement by primary
   * key: the ORM's find cost every store request a few hundred microseconds more
   * of the one Node thread on the checkout's path.
   */
  @InjectManager()
  async sessionOf(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<MemberSession | null> {
    const { rows } = await knexOf(ctx).raw(
      `select id, status, password_changed_at from member
        where id = ? and deleted_at is null`,
      [memberId]
    )
    return (rows[0] as MemberSession | undefined) ?? null
  }

  /** Extends the turn of `key` while `owner` holds it (its request still runs). */
  @InjectManager()
  async extendRequestTurn(
    key: string,
    owner: string,
    seconds: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<void> {
    await knexOf(ctx).raw(
      `update member_request_turn set expires_at = now() + make_interval(secs => ?)
        where key = ? and owner = ?`,
      [seconds, key, owner]
    )
  }

  /** Gives the turn of `key` back, if `owner` still holds it. */
  @InjectManager()
  async giveRequestTurn(
    key: string,
    owner: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<void> {
    await knexOf(ctx).raw(
      "delete from member_request_turn where key = ? and owner = ?",
      [key, owner]
    )
  }

  /**
   * Counts one attempt on every key BEFORE the secret is checked, or refuses (429) when
   * a key is already at its limit. Under a transaction-scoped advisory lock per key
   * (taken in sorted order), so of N parallel attempts at most the limit's number get
   * through to a verification, across every server process. One call of
   * `member_count_attempt` (migration 20261202090000): the lock, the count and the
   * rows in one round trip, where a transaction of five statements stood on every
   * secret check's path. Answers the counted rows: `settleAttempt` takes
   * them back when the secret was right.
   */
  @InjectManager()
  async countAttempt(
    keys: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const unique = [...new Set(keys)].sort()
    const ids = await repo.countAttempt(
      knexOf(ctx),
      unique,
      unique.map(() => generateEntityId(undefined, "lgf"))
    )
    if (!ids) throw tooManyAttempts()
    return ids
  }

  /** A right secret: its counted attempts are taken back and `clearKey`'s failures cleared. */
  @InjectManager()
  async settleAttempt(
    attemptIds: string[],
    clearKey: string | null,
    @MedusaContext() ctx: Context = {}
  ) {
    await repo.deleteAttempts(knexOf(ctx), attemptIds, clearKey)
  }

  /** Counts a failure on each key (without a check, e.g. a route's own refusal). */
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
    await repo.deleteFailuresOf(knexOf(ctx), key)
  }

  /** Drops failures older than the window (a job runs it; counting ignores them anyway). */
  @InjectManager()
  async pruneFailures(@MedusaContext() ctx: Context = {}) {
    await repo.deleteOldFailures(knexOf(ctx))
  }

  /**
   * Checks a secret under lockout: the attempt is counted on every key first (429
   * when a key is locked), then `check` runs; a right secret takes the attempt back
   * and clears the first key's earlier failures. The one place every secret check
   * (login, reset answer, old password, member and staff secondary passwords) goes.
   */
  async checkWithLockout(
    keys: string[],
    check: () => Promise<boolean>
  ): Promise<boolean> {
    const attempt = await this.countAttempt(keys)
    const ok = await check()
    if (ok) await this.settleAttempt(attempt, keys[0])
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
    return repo.frozenIds(knexOf(ctx), ids)
  }

  // ── proven wallets (rules.md §5) ─────────────────────────────────────────

  /**
   * A one-time message for the member's wallet to sign (EIP-191 personal_sign):
   * it names the member, the wallet and a nonce, and expires. Needs a wallet set.
   */
  @InjectManager()
  async issueWalletChallenge(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const member = await this.getMember(memberId)
    if (!member.wallet_address)
      throw invalid("wallet_proof_invalid", "wallet_address")
    const nonce = randomBytes(16).toString("hex")
    const expiresAt = new Date(
      Date.now() + walletProofs.WALLET_CHALLENGE_TTL_MS
    )
    const message = [
      "UUC: I own this wallet and use it as my payout wallet.",
      `Member: ${member.username}`,
      `Wallet: ${member.wallet_address.toLowerCase()}`,
      `Nonce: ${nonce}`,
      `Expires: ${expiresAt.toISOString()}`,
    ].join("\n")
    await walletProofs.insertChallenge(knexOf(ctx), {
      id: generateEntityId(undefined, "mwch"),
      member_id: memberId,
      message,
      expires_at: expiresAt,
    })
    return { message, expires_at: expiresAt.toISOString() }
  }

  /**
   * Checks the signature of the member's live challenge by `address`, which must
   * be the member's wallet: the challenge is used whatever the outcome; a right
   * signature records `wallet_verified_at`. Anything else: `wallet_proof_invalid`.
   */
  @InjectManager()
  async proveWallet(
    memberId: string,
    input: { address: string; signature: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<Date> {
    const knex = knexOf(ctx)
    const message = await walletProofs.useChallenge(knex, memberId)
    const member = await this.getMember(memberId)
    const wallet = member.wallet_address?.toLowerCase()
    const address = input.address.toLowerCase()
    if (
      !message ||
      !wallet ||
      wallet !== address ||
      !message.includes(`Wallet: ${wallet}\n`) ||
      !(await signedBy(address, message, input.signature))
    )
      throw invalid("wallet_proof_invalid", "signature")
    // The wallet changed while signing: that proof is of another address.
    const at = await walletProofs.markProven(knex, memberId, address)
    if (!at) throw invalid("wallet_proof_invalid", "address")
    return at
  }

  /** Members who proved `address` as their wallet (it is their wallet now). */
  @InjectManager()
  async walletProofsOf(address: string, @MedusaContext() ctx: Context = {}) {
    return walletProofs.proofsOf(knexOf(ctx), address)
  }

  // ── authenticator codes (TOTP, RFC 6238) ────────────────────────────────

  /** Whether the member's authenticator codes are on (enrolment confirmed). */
  @InjectManager()
  async totpEnabled(memberId: string, @MedusaContext() ctx: Context = {}) {
    return (await totp.enabledAmong(knexOf(ctx), [memberId])).length === 1
  }

  /** Which of `ids` have their authenticator codes on (staff lists). */
  @InjectManager()
  async totpEnabledAmong(ids: string[], @MedusaContext() ctx: Context = {}) {
    return totp.enabledAmong(knexOf(ctx), ids)
  }

  /** Unused recovery codes of the member (0 when codes are off). */
  @InjectManager()
  async recoveryCodesLeft(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ) {
    return totp.recoveryCodesLeft(knexOf(ctx), memberId)
  }

  /**
   * Starts an enrolment: a new secret (stored encrypted), not in force until a
   * code of it confirms it (`confirmTotp`); a second start replaces an
   * unconfirmed one. 409 `totp_already_enabled` while codes are on.
   */
  @InjectManager()
  async startTotp(memberId: string, @MedusaContext() ctx: Context = {}) {
    const member = await this.getMember(memberId)
    const secret = newTotpSecret()
    const started = await totp.startEnrolment(
      knexOf(ctx),
      memberId,
      encryptTotpSecret(secret, memberId, this.options_.totp_key)
    )
    if (!started)
      throw new AppError(MedusaError.Types.CONFLICT, "totp_already_enabled")
    return {
      secret,
      otpauth_uri: totpUri(TOTP_ISSUER, member.username, secret),
    }
  }

  /** The time step a right six-digit code of the stored secret was made at, or null. */
  private async stepOf(row: totp.TotpRow, memberId: string, code: string) {
    if (!isTotpCode(code)) return null
    const secret = decryptTotpSecret(
      row.secret_enc,
      memberId,
      this.options_.totp_key
    )
    return totpStepOf(secret, code.trim(), TOTP_TOLERANCE_S)
  }

  /**
   * Confirms the enrolment with a code of the new secret (under lockout, like
   * every secret check): codes are on from now, and the member's ten recovery
   * codes are answered, once (only their hashes are kept). 400
   * `totp_not_pending` without an enrolment, `totp_invalid` for a wrong code.
   */
  @InjectTransactionManager()
  async confirmTotp(
    memberId: string,
    code: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const knex = knexOf(ctx)
    const row = await totp.totpOf(knex, memberId)
    if (row?.enabled_at)
      throw new AppError(MedusaError.Types.CONFLICT, "totp_already_enabled")
    if (!row) throw invalid("totp_not_pending", "code")
    const ok = await this.checkWithLockout([`totp:${memberId}`], async () => {
      const step = await this.stepOf(row, memberId, code)
      return step !== null && totp.useStep(knex, memberId, step, true)
    })
    if (!ok) throw invalid("totp_invalid", "code")
    const codes = newRecoveryCodes()
    await totp.replaceRecoveryCodes(
      knex,
      memberId,
      codes.map((c) => ({
        id: generateEntityId(undefined, "mrc"),
        code_hash: hashRecoveryCode(c, this.options_.totp_key),
      }))
    )
    return codes
  }

  /**
   * Checks the second factor of a member whose codes are on: a six-digit code
   * (good once: its time step must be later than the last one accepted, set by
   * compare-and-set) or an unused recovery code (used by this check). Counted
   * under the lockout on `totp:<member>` and `keys` before it is checked. Answers
   * "off" (codes not on: nothing checked), "missing", "ok" or "invalid".
   */
  @InjectManager()
  async checkTotp(
    memberId: string,
    code: string | undefined | null,
    keys: string[] = [],
    @MedusaContext() ctx: Context = {}
  ): Promise<TotpCheck> {
    const knex = knexOf(ctx)
    const row = await totp.totpOf(knex, memberId)
    if (!row?.enabled_at) return "off"
    if (!code?.trim()) return "missing"
    const ok = await this.checkWithLockout(
      [`totp:${memberId}`, ...keys],
      async () => {
        if (isTotpCode(code)) {
          const step = await this.stepOf(row, memberId, code)
          return step !== null && totp.useStep(knex, memberId, step, false)
        }
        return totp.useRecoveryCode(
          knex,
          memberId,
          hashRecoveryCode(code, this.options_.totp_key)
        )
      }
    )
    return ok ? "ok" : "invalid"
  }

  /**
   * Refuses unless the member's codes are off or `code` passes `checkTotp`:
   * `totp_required` / `totp_invalid` (field `totp_code`), 401 at the login, else
   * 400. Withdrawals and payout-wallet changes ask it.
   */
  async requireTotp(
    memberId: string,
    code: string | undefined | null,
    options: { status?: 400 | 401; keys?: string[] } = {}
  ) {
    const check = await this.checkTotp(memberId, code, options.keys ?? [])
    if (check === "off" || check === "ok") return
    throw new AppError(
      options.status === 401
        ? MedusaError.Types.UNAUTHORIZED
        : MedusaError.Types.INVALID_DATA,
      check === "missing" ? "totp_required" : "totp_invalid",
      "totp_code"
    )
  }

  /**
   * Turns the member's codes off after a right code (or recovery code): the
   * secret and the recovery codes are deleted. 400 `totp_not_enabled` when off.
   */
  async disableTotp(memberId: string, code: string) {
    if (!(await this.totpEnabled(memberId)))
      throw invalid("totp_not_enabled", "code")
    const check = await this.checkTotp(memberId, code)
    if (check !== "ok") throw invalid("totp_invalid", "code")
    await this.removeTotp(memberId)
  }

  @InjectManager()
  private async removeTotp(
    memberId: string,
    @MedusaContext() ctx: Context = {}
  ) {
    await totp.removeTotp(knexOf(ctx), memberId)
  }

  async getMember(id: string) {
    const [member] = await this.listMembers({ id })
    if (!member)
      throw new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")
    return member
  }

  /**
   * Verifies `secret` against a stored hash and, when it is right and was made with
   * scrypt or weaker parameters than new hashes get (`needsRehash`), stores a fresh
   * argon2id hash (`save`): older hashes move to the current KDF at their next
   * successful use. A wrong secret leaves the hash as it is.
   */
  private async verifyAndUpgrade(
    secret: string,
    stored: string,
    save: (hash: string) => Promise<unknown>
  ) {
    const ok = await verifySecret(secret, stored)
    if (ok && needsRehash(stored)) await save(await hashSecret(secret))
    return ok
  }

  /**
   * Username login: the password under lockout per username and per address. An
   * unknown username is verified against a dummy hash, so it costs the same time as a
   * wrong password and answers alike. Answers the member, or null.
   */
  async verifyLogin(username: string, password: string, ip: string) {
    const name = username.trim().toLowerCase()
    const member = await this.findByUsername(name)
    const ok = await this.checkWithLockout(
      [`user:${name}`, `ip:${ip}`],
      async () => {
        if (!member) return verifySecret(password, await dummyHash())
        return this.verifyAndUpgrade(password, member.password_hash, (hash) =>
          this.updateMembers({ id: member.id, password_hash: hash })
        )
      }
    )
    return ok && member ? member : null
  }

  /** Whether `secret` is the member's secondary password (5 wrong tries lock it 15 minutes). */
  async verifySecondaryPassword(memberId: string, secret: string) {
    // the hash is read beside the attempt's count (every money move waits for
    // this check: one round trip less); the check itself still runs only once
    // the attempt is counted
    const read = this.listMembers(
      { id: memberId },
      { select: ["id", "secondary_password_hash"] }
    )
    read.catch(() => undefined)
    return this.checkWithLockout([`secondary:${memberId}`], async () => {
      const [member] = await read
      if (!member) return false
      return this.verifyAndUpgrade(
        secret,
        member.secondary_password_hash,
        (hash) =>
          this.updateMembers({ id: memberId, secondary_password_hash: hash })
      )
    })
  }

  /** Whether `secret` is the staff user's secondary password (5 wrong tries lock it 15 minutes). */
  async verifyStaffSecondaryPassword(userId: string, secret: string) {
    const [profile] = await this.listStaffProfiles({ user_id: userId })
    if (!profile) return false
    return this.checkWithLockout([`staff:${userId}`], () =>
      this.verifyAndUpgrade(secret, profile.secondary_password_hash, (hash) =>
        this.updateStaffProfiles({
          id: profile.id,
          secondary_password_hash: hash,
        })
      )
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

  /**
   * Forgotten password: the security answer sets a new login password, ending old
   * sessions. Under lockout per username and per address; an unknown username is
   * checked against a dummy hash and refused alike.
   */
  async resetPassword(
    input: { username: string; security_answer: string; password: string },
    ip: string
  ) {
    const username = input.username.trim().toLowerCase()
    const member = await this.findByUsername(username)
    const answer = normalizeAnswer(input.security_answer)
    const ok = await this.checkWithLockout(
      [`reset:${username}`, `ip:${ip}`],
      async () => {
        if (!member) return verifySecret(answer, await dummyHash())
        return this.verifyAndUpgrade(answer, member.security_answer_hash, (h) =>
          this.updateMembers({ id: member.id, security_answer_hash: h })
        )
      }
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
    return repo.memberListPage(knexOf(ctx), filters, page)
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

  /**
   * Writes one audit row (another plugin's staff change, after it committed; inside
   * a change of this module use `audited`). Secrets must not be in before/after.
   */
  @InjectManager()
  async recordAudit(
    entry: AuditInput & { before?: unknown; after?: unknown },
    @MedusaContext() ctx: Context = {}
  ): Promise<string> {
    const audit = await this.createAuditEntries(
      {
        ...entry,
        before: (entry.before ?? null) as Record<string, unknown> | null,
        after: (entry.after ?? null) as Record<string, unknown> | null,
      },
      ctx
    )
    return audit.id
  }

  /** A page of audit rows, newest first, with the filters of `/app/audit`. */
  @InjectManager()
  async listAuditPage(
    filters: AuditFilters,
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ rows: AuditRow[]; count: number }> {
    return repo.auditPage(knexOf(ctx), filters, page)
  }

  // ── staff roles ──────────────────────────────────────────────────────────

  /**
   * A staff user's role, read from PostgreSQL on every admin request (a change
   * applies at once). A user without a profile is an owner only while no owner
   * profile exists (the first admin setting up); otherwise they have no role.
   */
  @InjectManager()
  async staffRoleOf(
    userId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<StaffRole | null> {
    const role = await repo.staffRole(knexOf(ctx), userId)
    return isStaffRole(role) ? role : null
  }

  /**
   * Sets a staff member's role with its audit row, in one transaction under a lock
   * of the owners' rows: the last owner cannot be demoted (`last_owner`).
   */
  @InjectTransactionManager()
  async setStaffRole(
    actorId: string,
    userId: string,
    role: StaffRole,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ before: StaffRole; after: StaffRole }> {
    const knex = knexOf(ctx)
    const owners = await repo.lockOwners(knex)
    const profile = await repo.lockStaffProfile(knex, userId)
    if (!profile)
      throw new AppError(MedusaError.Types.NOT_FOUND, "staff_not_found")
    const before = profile.role
    if (before === role) throw invalid("nothing_to_change", "role")
    if (before === "owner" && owners.length <= 1)
      throw invalid("last_owner", "role")
    await repo.setRole(knex, profile.id, role)
    await this.createAuditEntries(
      {
        actor_id: actorId,
        action: "staff.role",
        target_type: "staff",
        target_id: userId,
        before: { role: before },
        after: { role },
      },
      ctx
    )
    return { before, after: role }
  }

  /** Sets a member's status under a row lock; answers the values before and after. */
  @InjectTransactionManager()
  async setStatus(
    memberId: string,
    status: "normal" | "frozen",
    @MedusaContext() ctx: Context = {}
  ): Promise<{ before: string; after: string }> {
    const before = await repo.lockStatus(knexOf(ctx), memberId)
    if (before === null)
      throw new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")
    if (before !== status)
      await this.updateMembers({ id: memberId, status }, ctx)
    return { before, after: status }
  }
}
