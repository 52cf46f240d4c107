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

export default class MembersModuleService extends MedusaService({
  Member,
  Captcha,
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

  async findByUsername(username: string) {
    const [member] = await this.listMembers({
      username: username.toLowerCase(),
    })
    return member ?? null
  }
}
