import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdByUsername } from "../../../../lib/members-port"
import { memberIdOf } from "../../../actors"
import type { StoreRecipientQueryType } from "../validators"

/** Lookups one member may make in a window: a form's checks, not a walk of names. */
export const RECIPIENT_LOOKUPS = 20
const WINDOW_MS = 60_000
const recent = new Map<string, number[]>()

/** Counts one lookup of the member; false past RECIPIENT_LOOKUPS in the window. */
function take(memberId: string, now = Date.now()) {
  const kept = (recent.get(memberId) ?? []).filter((t) => now - t < WINDOW_MS)
  if (kept.length >= RECIPIENT_LOOKUPS) {
    recent.set(memberId, kept)
    return false
  }
  kept.push(now)
  recent.set(memberId, kept)
  // forget members whose window has passed, so the map stays small
  if (recent.size > 10_000)
    for (const [id, times] of recent)
      if (!times.some((t) => now - t < WINDOW_MS)) recent.delete(id)
  return true
}

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
  if (!take(memberIdOf(req))) {
    const e = new AppError(MedusaError.Types.NOT_ALLOWED, "too_many_lookups")
    e.httpStatus = 429
    throw e
  }
  const id = await memberIdByUsername(req.scope, username)
  res.set("cache-control", "no-store").json({ exists: !!id })
}
