import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdByUsername } from "../../../../lib/members-port"
import { LEDGER_MODULE } from "../../../../modules/ledger"
import type LedgerModuleService from "../../../../modules/ledger/service"
import { memberIdOf } from "../../../actors"
import type { RecipientCheck } from "../../../answer-types"
import type { StoreRecipientQueryType } from "../validators"

/** Lookups one member may make in a minute: a form's checks, not a walk of names. */
export const RECIPIENT_LOOKUPS = 20

/**
 * GET /store/transfers/recipient?username= → `{ exists }`: whether a member of that
 * username exists, so the wallet checks a transfer's recipient before asking for
 * the secondary password. Members only, and only yes or no (no id, no profile);
 * past RECIPIENT_LOOKUPS a minute, 429 `too_many_lookups` (usernames are not to
 * be walked through). The transfer itself still checks (`recipient_not_found`).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { username } = req.validatedQuery as StoreRecipientQueryType
  // counted in PostgreSQL (the ledger module), so every server process shares it
  const count = await req.scope
    .resolve<LedgerModuleService>(LEDGER_MODULE)
    .countRecipientLookup(memberIdOf(req))
  if (count > RECIPIENT_LOOKUPS) {
    const e = new AppError(MedusaError.Types.NOT_ALLOWED, "too_many_lookups")
    e.httpStatus = 429
    throw e
  }
  const id = await memberIdByUsername(req.scope, username)
  res
    .set("cache-control", "no-store")
    .json({ exists: !!id } satisfies RecipientCheck)
}
