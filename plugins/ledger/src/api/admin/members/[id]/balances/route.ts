import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../modules/ledger/service"
import type { BalancesAnswer } from "../../../../answer-types"

/** A member's balances. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  res.json({
    balances: await ledger.getBalances(req.params.id),
  } satisfies BalancesAnswer)
}
