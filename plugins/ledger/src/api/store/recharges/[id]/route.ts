import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { messageFor } from "@uuc/errors"
import { detectRecharge } from "../../../../lib/chain-watcher"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import { notFound } from "../../../../modules/ledger/lib/errors"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { RechargeCheck } from "../../../answer-types"

/**
 * The status check of a recharge. A pending one is looked up by the chain watchers
 * (if any): found, it is confirmed now; otherwise the answer carries `not_detected`
 * ("Not detected, please try again later") next to the recharge.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  let recharge = await ledger.getRecharge(req.params.id)
  if (!recharge || recharge.member_id !== memberIdOf(req))
    throw notFound("recharge_not_found")
  if (recharge.status === "pending") {
    const watcher = await detectRecharge(recharge)
    if (watcher) {
      try {
        recharge = (
          await ledger.confirmRecharge({
            id: recharge.id,
            reviewed_by: `watcher:${watcher}`,
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
