import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import { walletOf } from "../../../lib/members-port"
import { refuse } from "../../../modules/ledger/lib/errors"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { RechargeView } from "../../../modules/ledger/lib/types"
import { reportRechargeWorkflow } from "../../../workflows"
import type { RechargeAnswer, StoreRecharges } from "../../answer-types"
import { answerMemberOnce } from "../../answers"
import { memberRows } from "../../handlers"
import type { StoreCreateRechargeType } from "./validators"

/** The member's recharge reports, newest first. */
export const GET = memberRows<StoreRecharges>(
  "recharges",
  (ledger, filter, page) => ledger.listRecharges(filter, page)
)

/**
 * Reports a recharge: amount, chain and TX hash (each hash accepted once, ever),
 * with the member's payout wallet as it is now: staff see it beside the TX.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse<RechargeAnswer>
) {
  const body = req.validatedBody as StoreCreateRechargeType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  await answerMemberOnce<RechargeView, RechargeAnswer>(
    req,
    res,
    (recharge): RechargeAnswer => ({ recharge }),
    async (memberId, idempotency) => {
      const [to] = (await ledger.getChainAddresses()).filter(
        (a) => a.chain === body.chain
      )
      // Members send to the address the platform shows; none set, none to send to.
      if (!to) throw refuse("chain_unavailable", "chain")
      return reportRechargeWorkflow(req.scope).run({
        input: {
          member_id: memberId,
          ...body,
          to_address: to.address,
          from_address: await walletOf(req.scope, memberId),
          idempotency,
        },
      })
    }
  )
}
