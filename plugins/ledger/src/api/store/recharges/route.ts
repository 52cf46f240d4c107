import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import { refuse } from "../../../modules/ledger/lib/errors"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { RechargeView } from "../../../modules/ledger/lib/types"
import { reportRechargeWorkflow } from "../../../workflows"
import { memberIdOf } from "../../actors"
import { answerOnce } from "../../idempotency"
import type { PageQueryType, StoreCreateRechargeType } from "../../validators"

/** The member's recharge reports, newest first. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset } = req.validatedQuery as PageQueryType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { rows, count } = await ledger.listRecharges(
    { member_id: memberIdOf(req) },
    { limit, offset }
  )
  res.json({ recharges: rows, count, limit, offset })
}

/** Reports a recharge: amount, chain and TX hash (each hash accepted once, ever). */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const body = req.validatedBody as StoreCreateRechargeType
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  await answerOnce<RechargeView>(req, res, {
    scope: `member:${memberId}`,
    status: 201,
    wrap: (recharge) => ({ recharge }),
    run: async (idempotency) => {
      const [to] = (await ledger.getChainAddresses()).filter(
        (a) => a.chain === body.chain
      )
      // Members send to the address the platform shows; none set, none to send to.
      if (!to) throw refuse("chain_unavailable", "chain")
      const { result } = await reportRechargeWorkflow(req.scope).run({
        input: {
          member_id: memberId,
          ...body,
          to_address: to.address,
          idempotency,
        },
      })
      return result
    },
  })
}
