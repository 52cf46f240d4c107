import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { clientIp } from "../lib/client-ip"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/**
 * Staff login (Medusa's `POST /auth/user/emailpass`) under the members' lockout: the
 * attempt is counted per email and per client address before Medusa checks the
 * password (429 `too_many_attempts` once either is at its limit), and taken back
 * when the login succeeds.
 */
export async function staffLoginLockout(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const body = (req.body ?? {}) as { email?: unknown }
  const email = typeof body.email === "string" ? body.email.trim() : ""
  const emailKey = `staff-login:${email.toLowerCase()}`
  let attempt: string[]
  try {
    attempt = await members.countAttempt([emailKey, `ip:${clientIp(req)}`])
  } catch (e) {
    return next(e)
  }
  res.on("finish", () => {
    if (res.statusCode >= 200 && res.statusCode < 300)
      void members.settleAttempt(attempt, emailKey).catch(() => undefined)
  })
  next()
}
