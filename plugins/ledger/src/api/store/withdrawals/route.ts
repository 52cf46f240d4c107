import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { WithdrawalView } from "../../../modules/ledger/lib/types"
import { requestWithdrawalWorkflow } from "../../../workflows"
import { answerMemberOnce, answerMemberPage } from "../../answers"
import type { StoreCreateWithdrawalType } from "./validators"

/** The member's withdrawals, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await answerMemberPage(req, res, "withdrawals", (ledger, filter, page) =>
    ledger.listWithdrawals(filter, page)
  )
}

/** Requests a withdrawal of USDT; the amount is held until staff review it. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreCreateWithdrawalType
  await answerMemberOnce<WithdrawalView>(
    req,
    res,
    (withdrawal) => ({ withdrawal }),
    (memberId, idempotency) =>
      requestWithdrawalWorkflow(req.scope).run({
        // the secondary password was verified once, by the route's step-up
        input: {
          member_id: memberId,
          amount: body.amount,
          chain: body.chain,
          address: body.address,
          idempotency,
        },
      })
  )
}
