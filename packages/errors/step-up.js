"use strict"
// Step-up for money and money-setting routes, in one place for every plugin: a
// route declares itself a money route by putting `stepUp(...)` in its middleware
// list (after authentication and body validation). It then
//  - refuses a member session opened by staff ("log in as member"): 403
//    `impersonation_read_only`, before anything else;
//  - requires an `Idempotency-Key` header (400 `idempotency_key_required`);
//  - verifies the top-level `secondary_password` of the body (the member's, or the
//    staff user's) through the members module (container key "members"), so a
//    replayed Idempotency-Key is answered only after the password was checked.
const { MedusaError } = require("@medusajs/framework/utils")

let AppError
let defineMessages
/** index.js hands its AppError and message table over (no require cycle). */
function bind(deps) {
  AppError = deps.AppError
  defineMessages = deps.defineMessages
  defineMessages({
    idempotency_key_required:
      "This request needs an Idempotency-Key header; please try again",
    impersonation_read_only:
      "Staff viewing as a member cannot move money or change security settings",
    staff_secondary_password_invalid:
      "The staff secondary password is incorrect",
    secondary_password_invalid: "The secondary password is incorrect",
    secondary_password_required: "The secondary password cannot be empty",
  })
}

/** The staff user behind a member session opened by staff, else null. */
function impersonatorOf(req) {
  const by = req.auth_context?.app_metadata?.impersonated_by
  return typeof by === "string" && by ? by : null
}

function refuseImpersonation(req) {
  if (impersonatorOf(req))
    throw new AppError(MedusaError.Types.FORBIDDEN, "impersonation_read_only")
}

/** Middleware: refuses the request under impersonation (settings that are not money). */
function notUnderImpersonation(when) {
  return (req, _res, next) => {
    try {
      if (!when || when(req.body ?? {})) refuseImpersonation(req)
      next()
    } catch (e) {
      next(e)
    }
  }
}

/** Refuses unless `secret` is the actor's secondary password (the members module decides). */
async function verifySecondaryPassword(req, actor, secret) {
  if (typeof secret !== "string" || !secret.length)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "secondary_password_required",
      "secondary_password"
    )
  // No fallback: without the members module nothing can be verified (fail closed).
  const members = req.scope.resolve("members")
  const auth = req.auth_context || {}
  if (actor === "member") {
    const id = auth.app_metadata?.member_id
    if (
      typeof id !== "string" ||
      !(await members.verifySecondaryPassword(id, secret))
    )
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "secondary_password_invalid",
        "secondary_password"
      )
    return
  }
  if (
    auth.actor_type !== "user" ||
    !auth.actor_id ||
    !(await members.verifyStaffSecondaryPassword(auth.actor_id, secret))
  )
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "staff_secondary_password_invalid",
      "secondary_password"
    )
}

/**
 * Middleware of a money route. `actor`: "member" or "staff"; `idempotency` (default
 * true): the key is required; `password` (default true): the secondary password is
 * required, or a function of the body telling when (e.g. only a new wallet address).
 */
function stepUp({ actor, idempotency = true, password = true }) {
  return async (req, _res, next) => {
    try {
      const body = req.body ?? {}
      const needsPassword =
        typeof password === "function" ? password(body) : password
      if (actor === "member" && (needsPassword || idempotency))
        refuseImpersonation(req)
      if (idempotency && !req.get("idempotency-key"))
        throw new AppError(
          MedusaError.Types.INVALID_DATA,
          "idempotency_key_required"
        )
      if (needsPassword)
        await verifySecondaryPassword(req, actor, body.secondary_password)
      next()
    } catch (e) {
      next(e)
    }
  }
}

module.exports = { bind, stepUp, notUnderImpersonation, impersonatorOf }
