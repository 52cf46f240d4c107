import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { chainConfig } from "../../../lib/chains/config"
import { verifyPayoutTx } from "../../../lib/chains/payouts"
import { LEDGER_MODULE } from "../../../modules/ledger"
import { refuse } from "../../../modules/ledger/lib/errors"
import { tokenUnitsOf } from "../../../modules/ledger/ops/payouts"
import type LedgerModuleService from "../../../modules/ledger/service"

/**
 * Before staff approve with a payout TX hash on a chain this server pays on, the
 * TX is read on chain: one that cannot be this payout (wrong token, recipient or
 * amount; reverted) answers its code, as the payout route does, and nothing is
 * changed: no approval, no audit. A TX not mined yet, or a chain out of reach,
 * goes on to the approval (the watcher verifies it then).
 */
export async function refuseWrongApprovalTx(
  req: AuthenticatedMedusaRequest,
  txHash: string | null | undefined
) {
  const hash = txHash?.trim().toLowerCase()
  if (!hash) return
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const w = await ledger.getWithdrawal(req.params.id)
  if (!w || !["pending", "transferring"].includes(w.status)) return
  const config = chainConfig(w.chain)
  const units = config && tokenUnitsOf(w.net, config.decimals)
  // Off chain, or a net the token cannot carry: the approval answers that.
  if (!config || units === null) return
  const verdict = await verifyPayoutTx(config, {
    tx_hash: hash,
    to_address: w.address.toLowerCase(),
    raw_value: units,
  }).catch(() => null)
  if (verdict?.state === "refused") throw refuse(verdict.code, "tx_hash")
}
