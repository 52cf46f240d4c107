import { payoutChains } from "../../../lib/chains/payouts"
import { walletChangedAt } from "../../../lib/members-port"
import { readPlan } from "../../../lib/plan"
import { mayReject } from "../../../modules/ledger/ops/withdrawals"
import type { AdminWithdrawal } from "../../answer-types"
import { staffQueue } from "../../handlers"

/**
 * The withdrawal queue and history, newest first; filter by status and member.
 * Each carries its payout on chain (`payout`: the TX, its status and why), if any,
 * whether staff may still reject it (`rejectable`), and whether the member's
 * payout wallet changed within the plan's cooling hours before the request or
 * since (`wallet_changed_recently`: staff look twice at such an address).
 */
export const GET = staffQueue(
  "withdrawals",
  async (ledger, filter, page) => {
    const { rows, count } = await ledger.listWithdrawals(filter, page)
    const payouts = await ledger.payoutsOf(rows.map((w) => w.id))
    const chains = payoutChains()
    return {
      // staffQueue adds each row's username
      rows: rows.map(
        (w): Omit<AdminWithdrawal, "username" | "wallet_changed_recently"> => {
          const payout = payouts[w.id] ?? null
          return {
            ...w,
            payout,
            rejectable: mayReject(
              w.status,
              !!chains[w.chain],
              payout?.status ?? null
            ),
          }
        }
      ),
      count,
    }
  },
  async (req, rows): Promise<AdminWithdrawal[]> => {
    const hours = (await readPlan(req.scope)).withdrawal.wallet_cooling_hours
    const members = [...new Set(rows.map((r) => r.member_id))]
    const changed = new Map(
      await Promise.all(
        members.map(
          async (m) => [m, await walletChangedAt(req.scope, m)] as const
        )
      )
    )
    return rows.map((r) => {
      const at = changed.get(r.member_id)
      return {
        ...r,
        wallet_changed_recently:
          !!at &&
          at.getTime() > new Date(r.created_at).getTime() - hours * 3_600_000,
      }
    })
  }
)
