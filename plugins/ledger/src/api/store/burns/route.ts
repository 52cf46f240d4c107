import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { BurnView } from "../../../modules/ledger/lib/types"
import { burnWorkflow } from "../../../workflows"
import { answerMemberOnce, answerMemberPage } from "../../answers"
import type { StoreAmountType } from "../../utils/validators"

/** The member's burns, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  await answerMemberPage(req, res, "burns", (ledger, filter, page) =>
    ledger.listBurns(filter, page)
  )
}

/** Burns UUC. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const body = req.validatedBody as StoreAmountType
  await answerMemberOnce<BurnView>(
    req,
    res,
    (burn) => ({ burn }),
    (memberId, idempotency) =>
      burnWorkflow(req.scope).run({
        input: { member_id: memberId, amount: body.amount, idempotency },
      })
  )
}
