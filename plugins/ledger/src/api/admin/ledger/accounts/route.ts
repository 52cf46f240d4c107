import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import type { PlatformAccountsAnswer } from "../../../answer-types"

/** The platform's and the outside world's accounts with their balances. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  res.json({
    accounts: await ledger.listPlatformAccounts(),
  } satisfies PlatformAccountsAnswer)
}
