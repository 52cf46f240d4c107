import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { chainConfigs } from "../../../lib/chains/config"
import { memberDepositAddress } from "../../../lib/chains/addresses"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import { memberIdOf } from "../../actors"
import type { StoreDepositAddresses } from "../../answer-types"

/**
 * The member's own deposit address on each watched chain (one EVM address serves
 * every chain), each chain's confirmations and chain id: a transfer of the chain's USDT to
 * it is credited without anyone reporting it. Empty when no chain is configured.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const chains = chainConfigs()
  const address = chains.length
    ? await memberDepositAddress(ledger, memberIdOf(req))
    : null
  res.json({
    deposit_addresses: address
      ? chains.map((c) => ({
          chain: c.chain,
          address,
          token: c.usdt,
          confirmations: c.confirmations,
          chain_id: c.chainId,
        }))
      : [],
  } satisfies StoreDepositAddresses)
}
