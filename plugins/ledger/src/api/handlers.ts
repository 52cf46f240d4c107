import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { ReturnWorkflow } from "@medusajs/framework/workflows-sdk"
import { LEDGER_MODULE } from "../modules/ledger"
import type { Idempotency } from "../modules/ledger/lib/types"
import type LedgerModuleService from "../modules/ledger/service"
import { memberFilter, memberIdOf } from "./actors"
import { answerMemberOnce, answerStaffOnce } from "./answers"
import { withUsernames } from "./admin/with-usernames"
import type { ListPage } from "./answer-types"
import type { PageQueryType } from "./utils/validators"

// Route handlers of the shapes several resources share: each resource keeps its
// route.ts (Medusa's layout) and builds its GET or POST here from what differs.

/**
 * A route file's GET or POST, as Medusa calls it. `A` (answered with status `S`)
 * is what a factory returning `Handler<A>` of its first type parameter answers:
 * the answer schemas read it from the call (scripts/lib/answer-schemas.mjs).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the schemas' generator
type Handler<A = unknown, S extends number = 200> = (
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) => Promise<void>

/** A money workflow as a route starts it: its result and whether it was replayed. */
type MoneyWorkflow<I, T> = (scope: MedusaContainer) => {
  run: (args: {
    input: I
  }) => Promise<{ result: { result: T; replayed: boolean } }>
}

/**
 * A money workflow as Medusa declares it (input `I`, result `T`): its `run` is
 * generic, so MoneyWorkflow's shape would infer `T` as unknown.
 */
type TypedMoneyWorkflow<I, T> = ReturnWorkflow<
  I,
  { result: T; replayed: boolean },
  unknown[]
>

type Page = { limit: number; offset: number }
type Rows<R> = Promise<{ rows: R[]; count: number }>

/** A member's read: who asks, which page of rows, and the ledger. */
export function memberReadOf(req: AuthenticatedMedusaRequest) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  return {
    memberId: memberIdOf(req),
    page: { limit, offset },
    ledger: req.scope.resolve<LedgerModuleService>(LEDGER_MODULE),
  }
}

/** The list of an answer `A` (its key besides the paging fields). */
type ListKey<A> = Exclude<keyof A, keyof ListPage> & string
type RowOf<A, K extends keyof A> = A[K] extends (infer R)[] ? R : never

/**
 * GET of a member's own rows of one kind, newest first, one page of them: the
 * answer `A` (`{ [key]: rows, count, limit, offset }`), its rows as `list` gives them.
 */
export function memberRows<
  A extends ListPage,
  K extends ListKey<A> = ListKey<A>,
>(
  key: K,
  list: (
    ledger: LedgerModuleService,
    filter: { member_id: string },
    page: Page
  ) => Rows<RowOf<A, K>>
): Handler<A> {
  return async (req, res) => {
    const { memberId, page, ledger } = memberReadOf(req)
    const { rows, count } = await list(ledger, { member_id: memberId }, page)
    res.json({ [key]: rows, count, ...page })
  }
}

/**
 * POST of a member's money move, answered once per key with `wrap(row)` (201):
 * the workflow gets the member, `fields` of the body and the key.
 */
export function memberMove<B, I, T>(
  workflow: TypedMoneyWorkflow<I, T>,
  fields: (body: B) => Omit<I, "member_id" | "idempotency">,
  wrap: (row: T) => Record<string, unknown>,
  /**
   * Checked before the workflow starts, and not for a replay (which answers the
   * first answer): the second factor of a withdrawal.
   */
  check?: (req: AuthenticatedMedusaRequest, memberId: string) => Promise<void>
): Handler {
  return (req, res) =>
    answerMemberOnce<T>(req, res, wrap, async (memberId, idempotency) => {
      if (check) await check(req, memberId)
      return workflow(req.scope).run({
        input: {
          member_id: memberId,
          ...fields(req.validatedBody as B),
          idempotency,
        } as I,
      })
    })
}

/**
 * GET of a staff queue and its history, newest first, filtered by status and
 * member (username or id), each row with its member's username.
 */
export function staffQueue<R extends { member_id: string | null }>(
  key: string,
  list: (
    ledger: LedgerModuleService,
    filter: { status?: string; member_id?: string },
    page: Page
  ) => Rows<R>,
  /** Adds more to the page's rows (after their usernames). */
  decorate?: (
    req: AuthenticatedMedusaRequest,
    rows: (R & { username: string | null })[]
  ) => Promise<unknown[]>
): Handler {
  return async (req, res) => {
    const q = req.validatedQuery as Page & { status?: string; member?: string }
    const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
    const { rows, count } = await list(
      ledger,
      { status: q.status, member_id: await memberFilter(req, q.member) },
      { limit: q.limit, offset: q.offset }
    )
    const named = await withUsernames(req, rows)
    res.json({
      [key]: decorate ? await decorate(req, named) : named,
      count,
      limit: q.limit,
      offset: q.offset,
    })
  }
}

/**
 * POST of a staff decision on the row under review (`:id`), answered once per key
 * with `{ [key]: row }` (200): the workflow gets the review's input and `fields`
 * of the body (the secondary password was verified once, by the route's step-up).
 */
export function staffDecision<B, I, T>(
  key: string,
  workflow: MoneyWorkflow<I, T>,
  fields: (body: B) => Partial<I> = () => ({}),
  /** Work after the decision committed (not on a replay); answers its row. */
  after?: (req: AuthenticatedMedusaRequest, row: T) => Promise<T>
): Handler {
  return (req, res) =>
    answerStaffOnce<T>(
      req,
      res,
      200,
      (row) => ({ [key]: row }),
      async (staffId, idempotency?: Idempotency) => {
        const out = await workflow(req.scope).run({
          input: {
            id: req.params.id,
            staff_user_id: staffId,
            idempotency,
            ...fields(req.validatedBody as B),
          } as I,
        })
        if (!after || out.result.replayed) return out
        const row = await after(req, out.result.result)
        return { result: { result: row, replayed: false } }
      }
    )
}
