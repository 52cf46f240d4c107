import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { usernamesOf } from "../../../lib/members-port"
import type { TransferView } from "../../../modules/ledger/lib/types"
import { transferUucWorkflow } from "../../../workflows"
import type { StoreTransfers, TransferAnswer } from "../../answer-types"
import { answerMemberOnce } from "../../answers"
import { memberReadOf } from "../../handlers"
import type { StoreCreateTransferType } from "./validators"

/** UUC transfers the member sent or received, newest first, with usernames. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { memberId, page, ledger } = memberReadOf(req)
  const { rows, count } = await ledger.listTransfers(
    { member_id: memberId },
    page
  )
  const names = await usernamesOf(
    req.scope,
    rows.flatMap((t) => [t.from_member_id, t.to_member_id])
  )
  res.json({
    transfers: rows.map((t) => ({
      id: t.id,
      direction: t.from_member_id === memberId ? ("out" as const) : "in",
      from_username: names[t.from_member_id] ?? null,
      to_username: names[t.to_member_id] ?? null,
      amount: t.amount,
      created_at: t.created_at,
    })),
    count,
    ...page,
  } satisfies StoreTransfers)
}

/** Sends UUC to another member by username (secondary password). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<TransferAnswer>
) {
  const body = req.validatedBody as StoreCreateTransferType
  await answerMemberOnce<TransferView, TransferAnswer>(
    req,
    res,
    (t): TransferAnswer => ({
      transfer: {
        id: t.id,
        to_username: body.to_username,
        amount: t.amount,
        created_at: t.created_at,
      },
    }),
    (memberId, idempotency) =>
      transferUucWorkflow(req.scope).run({
        // the secondary password was verified once, by the route's step-up
        input: {
          member_id: memberId,
          to_username: body.to_username,
          amount: body.amount,
          idempotency,
        },
      })
  )
}
