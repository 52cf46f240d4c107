import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { clientIp } from "../lib/client-ip"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/**
 * The auth identity a bearer token names, read without checking its signature:
 * only a key to count attempts under. A forged token names whom it likes, but
 * Medusa's authentication then refuses the request before any code is checked;
 * a genuine one names its own identity.
 */
function identityOf(req: MedusaRequest): string {
  const [kind, token] = String(req.headers.authorization ?? "").split(" ")
  if (kind?.toLowerCase() !== "bearer" || !token) return ""
  try {
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")
    ) as { auth_identity_id?: unknown }
    return typeof payload.auth_identity_id === "string"
      ? payload.auth_identity_id
      : ""
  } catch {
    return ""
  }
}

/**
 * A staff second factor's code (Medusa's `POST /auth/mfa/challenges/:id/verify`)
 * under the same lockout as the password before it (docs/rules.md §8): counted per
 * auth identity and per client address before Medusa checks the code (429
 * `too_many_attempts` at the limit), taken back when it was right. Medusa counts
 * wrong codes per challenge only, and every right password makes a new challenge.
 */
export async function staffMfaLockout(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  // no bearer (a session cookie): the address alone, never one key shared by all
  const identity = identityOf(req)
  const key = identity ? `staff-mfa:${identity}` : null
  let attempt: string[]
  try {
    attempt = await members.countAttempt([
      ...(key ? [key] : []),
      `ip:${clientIp(req)}`,
    ])
  } catch (e) {
    return next(e)
  }
  res.on("finish", () => {
    if (res.statusCode >= 200 && res.statusCode < 300)
      void members.settleAttempt(attempt, key).catch(() => undefined)
  })
  next()
}
