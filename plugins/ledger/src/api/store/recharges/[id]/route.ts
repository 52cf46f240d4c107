import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { messageFor } from "@uuc/errors"
import { detectRecharge } from "../../../../lib/chain-watcher"
import { walletProofsOf } from "../../../../lib/members-port"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import { notFound } from "../../../../modules/ledger/lib/errors"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { RechargeCheck } from "../../../answer-types"

/**
 * The status check of a recharge. A pending one is looked up by the chain watchers
 * (if any): seen on chain from a wallet the member proved before the TX's block
 * (rules.md §5, "Proven wallets"), it is confirmed now; seen from any other sender,
 * it waits for staff, who see the sender. Otherwise the answer carries
 * `not_detected` ("Not detected, please try again later") next to the recharge.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const memberId = memberIdOf(req)
  let recharge = await ledger.getRecharge(req.params.id)
  if (!recharge || recharge.member_id !== memberId)
    throw notFound("recharge_not_found")
  if (recharge.status === "pending") {
    const seen = await detectRecharge(recharge)
    if (seen) {
      const { sighting } = seen
      try {
        recharge = await ledger.noteRechargeSighting({
          id: recharge.id,
          tx_from: sighting.from,
          block_time: sighting.block_time,
          log_index: sighting.log_index,
        })
        // Proven at or before the block's time (whole seconds): a proof made
        // later, even within the block's second, leaves the report to staff.
        const blockTime = sighting.block_time.getTime()
        const proven = (await walletProofsOf(req.scope, sighting.from)).some(
          (p) =>
            p.member_id === memberId &&
            new Date(p.verified_at).getTime() <= blockTime
        )
        if (proven)
          recharge = (
            await ledger.confirmRecharge({
              id: recharge.id,
              reviewed_by: `watcher:${seen.watcher}`,
            })
          ).result
      } catch {
        // Confirmed or rejected in the meantime: answer what is stored now.
        recharge = (await ledger.getRecharge(recharge.id))!
      }
    }
  }
  if (recharge.status !== "pending")
    return res.json({ recharge } satisfies RechargeCheck)
  res.json({
    recharge,
    code: "not_detected",
    message: messageFor("not_detected"),
  } satisfies RechargeCheck)
}
