import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { BalancesAnswer } from "../../../answer-types"

/** The member's available balances: USDT, USDT_HELD, UUC, UUC_POOL, POINTS. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  res.json({
    balances: await ledger.getBalances(memberIdOf(req)),
  } satisfies BalancesAnswer)
}
