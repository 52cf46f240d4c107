import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { advancePayout } from "../../../lib/chains/payouts"
import { LEDGER_MODULE } from "../../../modules/ledger"
import { refuse } from "../../../modules/ledger/lib/errors"
import type { PayoutView } from "../../../modules/ledger/ops/payouts"
import type LedgerModuleService from "../../../modules/ledger/service"

type WithPayout = { id: string; chain: string; payout?: PayoutView | null }

/**
 * Right after staff started a payout: the hot wallet's is claimed and sent, a
 * recorded TX checked on chain now (the watcher goes on with what is left), and
 * the withdrawal is answered as it is then. `refuseWrongTx`: a recorded TX that
 * is not this payout answers its code (wrong token, recipient or amount).
 */
export async function afterPayout<T extends WithPayout>(
  req: AuthenticatedMedusaRequest,
  row: T,
  refuseWrongTx = false
): Promise<T> {
  if (!row.payout) return row
  await advancePayout(req.scope, row.chain, row.id)
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [withdrawal, payouts] = await Promise.all([
    ledger.getWithdrawal(row.id),
    ledger.payoutsOf([row.id]),
  ])
  const payout = payouts[row.id] ?? null
  if (refuseWrongTx && payout?.status === "refused" && payout.code)
    throw refuse(payout.code, "tx_hash")
  return { ...row, ...withdrawal, payout }
}

/** The same, answering a recorded TX that is not this payout with its code. */
export const afterRecordedPayout = <T extends WithPayout>(
  req: AuthenticatedMedusaRequest,
  row: T
) => afterPayout(req, row, true)
