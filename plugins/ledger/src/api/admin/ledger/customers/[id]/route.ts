import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import {
  memberIdByCustomer,
  usernamesOf,
} from "../../../../../lib/members-port"
import { LEDGER_MODULE } from "../../../../../modules/ledger"
import type LedgerModuleService from "../../../../../modules/ledger/service"
import type { CustomerMember } from "../../../../answer-types"

/**
 * The member behind a Medusa customer with their balances; `member: null` when the
 * customer is not a member.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const memberId = await memberIdByCustomer(req.scope, req.params.id)
  if (!memberId) return res.json({ member: null } satisfies CustomerMember)
  const ledger = req.scope.resolve<LedgerModuleService>(LEDGER_MODULE)
  const [names, balances] = await Promise.all([
    usernamesOf(req.scope, [memberId]),
    ledger.getBalances(memberId),
  ])
  res.json({
    member: { id: memberId, username: names[memberId] ?? null, balances },
  } satisfies CustomerMember)
}
