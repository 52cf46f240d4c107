import type { WithdrawalView } from "../../../modules/ledger/lib/types"
import { requestWithdrawalWorkflow } from "../../../workflows"
import type { StoreWithdrawals, WithdrawalAnswer } from "../../answer-types"
import { memberMove, memberRows } from "../../handlers"
import { requireTotp } from "../../../lib/members-port"
import type { StoreCreateWithdrawalType } from "./validators"

/** The member's withdrawals, newest first. */
export const GET = memberRows<StoreWithdrawals>(
  "withdrawals",
  (ledger, filter, page) => ledger.listWithdrawals(filter, page)
)

/**
 * Requests a withdrawal of USDT; the amount is held until staff review it (the
 * secondary password was verified once, by the route's step-up). A member whose
 * authenticator codes are on also sends `totp_code` (400 `totp_required` /
 * `totp_invalid`), checked before the request, not for a replay of its key.
 */
export const POST = memberMove(
  requestWithdrawalWorkflow,
  (body: StoreCreateWithdrawalType) => ({
    amount: body.amount,
    chain: body.chain,
    address: body.address,
  }),
  (withdrawal: WithdrawalView): WithdrawalAnswer => ({ withdrawal }),
  (req, memberId) =>
    requireTotp(
      req.scope,
      memberId,
      (req.validatedBody as StoreCreateWithdrawalType).totp_code
    )
)
