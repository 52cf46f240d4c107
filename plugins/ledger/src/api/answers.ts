import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../modules/ledger"
import type { Idempotency } from "../modules/ledger/lib/types"
import type LedgerModuleService from "../modules/ledger/service"
import { answerOnce, memberIdOf, staffIdOf } from "@uuc/http"

/** What a money workflow's `run` resolves to: its result and whether it was replayed. */
type WorkflowRun<T> = Promise<{ result: { result: T; replayed: boolean } }>
/** The answer's body from the workflow's result: `A`, what the route declares. */
type Wrap<T, A> = (result: T) => A
type Body = Record<string, unknown>

/** An earlier identical request's stored answer (the ledger keeps the keys). */
const earlierOf =
  (req: AuthenticatedMedusaRequest) => (idempotency: Idempotency) =>
    req.scope
      .resolve<LedgerModuleService>(LEDGER_MODULE)
      .findIdempotentAnswer(idempotency)

/**
 * Answers a member's money request once per idempotency key (201), scoped to the
 * member: `run` gets the member's id and starts the workflow. A replay answers the
 * first answer, `A` too.
 */
export async function answerMemberOnce<T, A extends Body = Body>(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<A>,
  wrap: Wrap<T, A>,
  run: (memberId: string, idempotency?: Idempotency) => WorkflowRun<T>
) {
  const memberId = memberIdOf(req)
  await answerOnce<T>(req, res as MedusaResponse, {
    scope: `member:${memberId}`,
    status: 201,
    wrap,
    earlier: earlierOf(req),
    run: async (idempotency) => (await run(memberId, idempotency)).result,
  })
}

/**
 * Answers a staff money request once per idempotency key with `status`, scoped to
 * the staff user: `run` gets the staff user's id and starts the workflow.
 */
export async function answerStaffOnce<T, A extends Body = Body>(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<A>,
  status: number,
  wrap: Wrap<T, A>,
  run: (staffId: string, idempotency?: Idempotency) => WorkflowRun<T>
) {
  const staffId = staffIdOf(req)
  await answerOnce<T>(req, res as MedusaResponse, {
    scope: `staff:${staffId}`,
    status,
    wrap,
    earlier: earlierOf(req),
    run: async (idempotency) => (await run(staffId, idempotency)).result,
  })
}
