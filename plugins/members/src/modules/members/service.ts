import type { Context } from "@medusajs/framework/types"
import {
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { createHash } from "crypto"
import { Captcha } from "./models/captcha"
import { LoginFailure } from "./models/login-failure"
import { Member } from "./models/member"

const CAPTCHA_TTL_MS = 5 * 60 * 1000
const hashAnswer = (text: string) =>
  createHash("sha256").update(text.trim().toLowerCase()).digest("hex")

type Knex = {
  raw: (
    sql: string,
    b?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

/**
 * Failed logins allowed within the window, then a lockout: per username, and (higher,
 * since many members may share an address) per IP address.
 */
export const LOGIN_MAX_FAILURES = 5
export const LOGIN_MAX_FAILURES_PER_IP = 30
export const LOGIN_WINDOW_MINUTES = 15

export default class MembersModuleService extends MedusaService({
  Member,
  Captcha,
  LoginFailure,
}) {
  /** Stores a new captcha's answer; answers its id. */
  async issueCaptcha(text: string) {
    const captcha = await this.createCaptchas({
      answer_hash: hashAnswer(text),
      expires_at: new Date(Date.now() + CAPTCHA_TTL_MS),
    })
    return captcha.id
  }

  /**
   * Consumes a captcha: right or wrong, it can't be tried again (one atomic UPDATE,
   * so two processes can't both use it). CAPTCHA_TEST_CODE, set only by tests,
   * is accepted for any live captcha.
   */
  @InjectTransactionManager()
  async consumeCaptcha(
    id: string,
    code: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const manager = ctx.transactionManager as Manager
    const knex = manager.getTransactionContext() ?? manager.getKnex()
    const { rows } = await knex.raw(
      `update captcha set used_at = now() where id = ? and used_at is null and expires_at > now()
        and deleted_at is null returning answer_hash`,
      [id]
    )
    const testCode = process.env.CAPTCHA_TEST_CODE
    const ok =
      rows.length > 0 &&
      ((!!testCode && code === testCode) ||
        rows[0].answer_hash === hashAnswer(code))
    if (!ok)
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "captcha_invalid",
        "captcha_code"
      )
  }

  /** Refuses a login when its username or IP failed too often lately. */
  @InjectTransactionManager()
  async assertLoginAllowed(keys: string[], @MedusaContext() ctx: Context = {}) {
    const manager = ctx.transactionManager as Manager
    const knex = manager.getTransactionContext() ?? manager.getKnex()
    const { rows } = await knex.raw(
      `select key, count(*)::int as n from login_failure
        where key = any(?) and deleted_at is null
          and created_at > now() - make_interval(mins => ?)
        group by key
       having count(*) >= case when key like 'ip:%' then ?::int else ?::int end`,
      [
        keys,
        LOGIN_WINDOW_MINUTES,
        LOGIN_MAX_FAILURES_PER_IP,
        LOGIN_MAX_FAILURES,
      ]
    )
    if (rows.length) {
      const e = new AppError(MedusaError.Types.NOT_ALLOWED, "too_many_attempts")
      e.httpStatus = 429
      throw e
    }
  }

  async recordLoginFailure(keys: string[]) {
    await this.createLoginFailures(keys.map((key) => ({ key })))
  }

  /** A successful login clears its username's failures (the IP's stay counted). */
  async clearLoginFailures(key: string) {
    const failures = await this.listLoginFailures({ key }, { select: ["id"] })
    if (failures.length)
      await this.deleteLoginFailures(failures.map((f) => f.id))
  }

  async findByUsername(username: string) {
    const [member] = await this.listMembers({
      username: username.toLowerCase(),
    })
    return member ?? null
  }
}
