import { usernamesOf, walletProofsOf } from "../../../lib/members-port"
import { LEDGER_MODULE } from "../../../modules/ledger"
import type LedgerModuleService from "../../../modules/ledger/service"
import type { AdminRecharge } from "../../answer-types"
import { staffQueue } from "../../handlers"

/**
 * The recharge queue and history, newest first; filter by status and member.
 * Each names the owner of the address it went to (`to_owner`): a member's own
 * deposit address, or null for the platform's shared one; and who proved the
 * TX's sender as their wallet (`tx_from_provers`), when a watcher saw the TX.
 */
export const GET = staffQueue(
  "recharges",
  (ledger, filter, page) => ledger.listRecharges(filter, page),
  async (req, rows): Promise<AdminRecharge[]> => {
    const owners = await req.scope
      .resolve<LedgerModuleService>(LEDGER_MODULE)
      .depositOwners(rows.flatMap((r) => (r.to_address ? [r.to_address] : [])))
    const names = await usernamesOf(req.scope, Object.values(owners))
    const senders = [
      ...new Set(rows.flatMap((r) => (r.tx_from ? [r.tx_from] : []))),
    ]
    const provers = new Map(
      await Promise.all(
        senders.map(
          async (a) => [a, await walletProofsOf(req.scope, a)] as const
        )
      )
    )
    return rows.map((r) => {
      const owner = r.to_address ? owners[r.to_address.toLowerCase()] : null
      return {
        ...r,
        to_owner: owner
          ? { member_id: owner, username: names[owner] ?? null }
          : null,
        tx_from_provers: (r.tx_from && provers.get(r.tx_from)) || [],
      }
    })
  }
)
