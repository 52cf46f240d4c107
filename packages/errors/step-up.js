"use strict"
// Step-up for money and money-setting routes, in one place for every plugin: a
// route declares itself a money route by putting `stepUp(...)` in its middleware
// list (after authentication and body validation). It then
//  - refuses a member session opened by staff ("log in as member"): 403
//    `impersonation_read_only`, before anything else;
//  - requires an `Idempotency-Key` header (400 `idempotency_key_required`);
//  - takes the Idempotency-Key's turn (below), so requests with one key run one
//    after the other: a double tap or a phone's retries on a bad network count at
//    most one password attempt in flight, and the later ones replay the first's
//    answer instead of being locked out by their own retries;
//  - verifies the top-level `secondary_password` of the body (the member's, or the
//    staff user's) through the members module (container key "members"), so a
//    replayed Idempotency-Key is answered only after the password was checked.
const { randomUUID } = require("crypto")
const { MedusaError } = require("@medusajs/framework/utils")

/** How long a request waits for an earlier one with its key before 409. */
const KEY_WAIT_MS = 90_000
/**
 * A turn's life without a heartbeat: the request's process extends it every
 * HEARTBEAT_MS while the request runs, so a process that died (a retry after a
 * crash) gives its turns up within TURN_SECONDS.
 */
const TURN_SECONDS = 15
const HEARTBEAT_MS = 5_000
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

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
    request_in_progress:
      "The same request is still being processed; please try again shortly",
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

/** Who owns the request's keys: the member, or the staff user. */
function keyOwner(req, actor) {
  const auth = req.auth_context || {}
  if (actor === "member") return `member:${auth.app_metadata?.member_id ?? ""}`
  return `user:${auth.actor_id ?? ""}`
}

/**
 * Waits for the turn of the request's Idempotency-Key and holds it until the answer
 * is sent. The turn is a row of the members module (`takeRequestTurn`, one
 * statement to take, one to give back, a heartbeat while the request runs): it
 * holds across server processes, holds no database connection while a request
 * runs or waits, and ends by itself within TURN_SECONDS if its process died (the
 * member's retry after a crash goes through). A waiter polls. Answers the function
 * that gives the turn back.
 */
async function takeKeyTurn(req, actor, key) {
  const members = req.scope.resolve("members")
  const name = `${keyOwner(req, actor)}:${key}`
  const owner = randomUUID()
  const deadline = Date.now() + KEY_WAIT_MS
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    if (await members.takeRequestTurn(name, owner, TURN_SECONDS)) {
      const beat = globalThis.setInterval(() => {
        members
          .extendRequestTurn(name, owner, TURN_SECONDS)
          .catch(() => undefined)
      }, HEARTBEAT_MS)
      beat.unref?.()
      let done = false
      return () => {
        if (done) return
        done = true
        globalThis.clearInterval(beat)
        members.giveRequestTurn(name, owner).catch(() => undefined)
      }
    }
    if (Date.now() > deadline)
      throw new AppError(MedusaError.Types.CONFLICT, "request_in_progress")
    await sleep(pause)
  }
}

/** The password checks of `overlap` step-ups, by request (passwordChecked). */
const checks = new WeakMap()

/**
 * The secondary-password check of a request whose route has
 * `stepUp({ overlap: true })`: it settles when the check is done, rejecting with
 * the check's error. The route must await it before it moves money, and answer
 * nothing else before it. Rejects (fails closed) when no such step-up ran.
 */
function passwordChecked(req) {
  return (
    checks.get(req) ??
    Promise.reject(new Error("passwordChecked: no stepUp({ overlap: true })"))
  )
}

/**
 * Middleware of a money route. `actor`: "member" or "staff"; `idempotency` (default
 * true): the key is required; `password` (default true): the secondary password is
 * required, or a function of the body telling when (e.g. only a new wallet address).
 * `overlap` (default false): the route starts while the password is checked (an
 * argon2id derivation, ~20 ms on a thread of its own) and awaits
 * `passwordChecked(req)` before it moves money or answers: the checkout reads and
 * plans meanwhile. Counting and lockouts are the members module's, as
 * without it.
 */
function stepUp({
  actor,
  idempotency = true,
  password = true,
  overlap = false,
}) {
  return async (req, res, next) => {
    let release = null
    try {
      const body = req.body ?? {}
      const needsPassword =
        typeof password === "function" ? password(body) : password
      if (actor === "member" && (needsPassword || idempotency))
        refuseImpersonation(req)
      const key = req.get("idempotency-key")
      if (idempotency && !key)
        throw new AppError(
          MedusaError.Types.INVALID_DATA,
          "idempotency_key_required"
        )
      if (key && needsPassword) {
        release = await takeKeyTurn(req, actor, key)
        res.once("finish", release)
        res.once("close", release)
      }
      if (needsPassword) {
        const check = verifySecondaryPassword(
          req,
          actor,
          body.secondary_password
        )
        if (overlap) {
          // the route awaits it; this only keeps a refusal from being unhandled
          check.catch(() => undefined)
          checks.set(req, check)
        } else await check
      }
      next()
    } catch (e) {
      // the error handler answers, and "finish" gives the turn back
      next(e)
    }
  }
}

module.exports = {
  bind,
  stepUp,
  passwordChecked,
  notUnderImpersonation,
  impersonatorOf,
}
