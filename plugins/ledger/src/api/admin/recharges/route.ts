import { usernamesOf } from "../../../lib/members-port"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { AdminRecharge } from "../../answer-types"
import { staffQueue } from "../../handlers"

/**
 * The recharge queue and history, newest first; filter by status and member.
 * Each names the owner of the address it went to (`to_owner`): a member's own
 * deposit address, or null for the platform's shared one.
 */
export const GET = staffQueue(
  "recharges",
  (ledger, filter, page) => ledger.listRecharges(filter, page),
  async (req, rows): Promise<AdminRecharge[]> => {
    const owners = await req.scope
      .resolve<LedgerModuleService>(LEDGER_MODULE)
      .depositOwners(rows.flatMap((r) => (r.to_address ? [r.to_address] : [])))
    const names = await usernamesOf(req.scope, Object.values(owners))
    return rows.map((r) => {
      const owner = r.to_address ? owners[r.to_address.toLowerCase()] : null
      return {
        ...r,
        to_owner: owner
          ? { member_id: owner, username: names[owner] ?? null }
          : null,
      }
    })
  }
)
