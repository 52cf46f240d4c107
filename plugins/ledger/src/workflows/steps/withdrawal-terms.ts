import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { chainDecimals } from "../../lib/chains/config"
import { activeDirectCount } from "../../lib/members-port"
import { readPlan } from "../../lib/plan"
import type { WithdrawalRules } from "../../modules/ledger/ops/withdrawals"

/**
 * The plan's withdrawal rules for this member: the fee is reduced with enough
 * active direct referrals; the net fits the decimals of the chain's USDT. (Borrowers and frozen members are refused inside the
 * ledger's transaction: requestWithdrawalStep.)
 */
export const withdrawalTermsStep = createStep(
  "ledger-withdrawal-terms",
  async (input: { member_id: string }, { container }) => {
    const plan = await readPlan(container)
    const w = plan.withdrawal
    const directs = await activeDirectCount(container, input.member_id)
    const rules: WithdrawalRules = {
      min: w.min,
      per_day: w.per_day,
      closed_weekdays: w.closed_weekdays,
      timezone: plan.timezone,
      fee_rate:
        directs >= w.reduced_fee_min_direct ? w.reduced_fee_rate : w.fee_rate,
      chain_decimals: chainDecimals(),
      wallet_cooling_hours: w.wallet_cooling_hours,
    }
    return new StepResponse(rules)
  }
)
