import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { isBorrowing } from "../../../../lib/borrowing"
import { chainDecimals } from "../../../../lib/chains/config"
import { activeDirectCount } from "../../../../lib/members-port"
import { readPlan } from "../../../../lib/plan"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { WithdrawalRulesAnswer } from "../../../answer-types"

/**
 * What the cash-out form shows before submitting: minimum, the member's fee rate,
 * closed weekdays and whether today is one, today's requests, loan state, balance.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = memberIdOf(req)
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const plan = await readPlan(req.scope)
  const w = plan.withdrawal
  const [usage, directs, borrowing, balances] = await Promise.all([
    ledger.getWithdrawalUsage(memberId, plan.timezone),
    activeDirectCount(req.scope, memberId),
    isBorrowing(req.scope, memberId),
    ledger.getBalances(memberId),
  ])
  const reduced = directs >= w.reduced_fee_min_direct
  res.json({
    rules: {
      min: w.min,
      per_day: w.per_day,
      closed_weekdays: w.closed_weekdays,
      timezone: plan.timezone,
      fee_rate: reduced ? w.reduced_fee_rate : w.fee_rate,
      reduced_fee_rate: w.reduced_fee_rate,
      reduced_fee_min_direct: w.reduced_fee_min_direct,
      active_direct_count: directs,
      chains: ["BEP20", "POLYGON"],
      chain_decimals: chainDecimals(),
      today: usage.day,
      closed_today: w.closed_weekdays.includes(usage.weekday),
      used_today: usage.used,
      borrowing,
      available: balances.USDT,
    },
  } satisfies WithdrawalRulesAnswer)
}
