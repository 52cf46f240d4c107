import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { stepUp } from "@uuc/errors"

/** Medusa's invite routes: who may become staff is a money setting. */
const INVITE_PATHS = [
  /^\/admin\/invites\/?$/,
  /^\/admin\/invites\/[^/]+\/resend\/?$/,
]
const guard = stepUp({ actor: "staff", idempotency: false })

/**
 * Runs on every admin request (a broad matcher, so before Medusa's own strict body
 * validation of these routes): an invite or a resend needs the staff secondary
 * password, which is then taken out of the body Medusa validates.
 */
export function invitesStepUp(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  const path = req.originalUrl.split("?")[0]
  if (req.method !== "POST" || !INVITE_PATHS.some((re) => re.test(path)))
    return next()
  guard(req, res, (err?: unknown) => {
    if (err) return next(err)
    const body = req.body as Record<string, unknown> | undefined
    if (body && typeof body === "object") delete body.secondary_password
    next()
  })
}
