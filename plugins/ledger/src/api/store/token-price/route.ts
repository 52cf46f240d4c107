import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { StoreTokenPrice } from "../../answer-types"

/** The UUC price in force (USD), and when it was set. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const { price, created_at } = await ledger.getTokenPrice()
  res.json({
    token_price: { price, since: created_at },
  } satisfies StoreTokenPrice)
}
