"use strict"
// The HTTP helpers every plugin's routes share: who is asking,
// idempotency keys of money routes, validation and shared query schemas; and the
// modules' knex.
// One copy; plugins depend on this package.
const { createHash } = require("crypto")
const { MedusaError } = require("@medusajs/framework/utils")
const { AppError } = require("@uuc/errors")
const { knexOf } = require("./knex")
const { PageQuery } = require("./validators")
const validate = require("./validate")

const unauthorized = () =>
  new AppError(MedusaError.Types.UNAUTHORIZED, "unauthorized")

/**
 * The member behind a store request: members are Medusa customers whose token
 * carries `app_metadata.member_id` (the members plugin issues it).
 */
function memberIdOf(req) {
  const auth = req.auth_context
  const id = auth?.app_metadata?.member_id
  if (auth?.actor_type !== "customer" || typeof id !== "string" || !id)
    throw unauthorized()
  return id
}

/** The staff user behind an admin request. */
function staffIdOf(req) {
  const id = req.auth_context?.actor_id
  if (!id || req.auth_context?.actor_type !== "user") throw unauthorized()
  return id
}

/** The staff user who logged in as this member, when it is such a session. */
function impersonatorOf(req) {
  const by = req.auth_context?.app_metadata?.impersonated_by
  return typeof by === "string" && by ? by : null
}

/** Money never moves while staff are logged in as the member. */
function refuseImpersonation(req) {
  if (req.auth_context?.app_metadata?.impersonated_by)
    throw new AppError(MedusaError.Types.NOT_ALLOWED, "impersonation_forbidden")
}

/**
 * A staff filter naming a member by username, or by id when no username matches
 * (the members plugin's service, container key "members", knows the usernames).
 */
async function memberFilter(req, member) {
  if (!member) return undefined
  const members = req.scope.resolve("members")
  return (await members.findByUsername(member))?.id ?? member
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/
/** Secrets never enter the stored hash (a retry may bring a fresh authenticator code). */
const SECRET_FIELDS = new Set(["secondary_password", "totp_code"])

function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !SECRET_FIELDS.has(k))
        .sort()
        .map((k) => [k, canonical(value[k])])
    )
  return value
}

/**
 * The request's `Idempotency-Key`, scoped to its actor (two members may pick the
 * same key), with a hash of method, path and body. Undefined without the header.
 */
function idempotencyOf(req, scope) {
  const header = req.get("idempotency-key")
  if (header === undefined) return undefined
  if (!KEY_PATTERN.test(header))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "invalid_idempotency_key"
    )
  const path = req.originalUrl.split("?")[0]
  const hash = createHash("sha256")
    .update(JSON.stringify([req.method, path, canonical(req.body ?? {})]))
    .digest("hex")
  return { key: `${scope}:${header}`, hash }
}

/**
 * Answers a money request once per idempotency key: an earlier identical request's
 * stored answer (`earlier`, looked up by the owner of the keys) is sent again
 * without running anything (`Idempotent-Replayed`); otherwise `run` does the work,
 * whose money call claims the key atomically.
 */
async function answerOnce(req, res, opts) {
  const idempotency = idempotencyOf(req, opts.scope)
  const send = (result, replayed) => {
    if (replayed) res.setHeader("Idempotent-Replayed", "true")
    res.status(opts.status).json(opts.wrap(result))
  }
  if (idempotency) {
    const earlier = await opts.earlier(idempotency)
    if (earlier) return send(earlier.response, true)
  }
  const { result, replayed } = await opts.run(idempotency)
  send(result, replayed)
}

module.exports = {
  memberIdOf,
  staffIdOf,
  impersonatorOf,
  refuseImpersonation,
  memberFilter,
  idempotencyOf,
  answerOnce,
  knexOf,
  PageQuery,
  validatedBody: validate.validatedBody,
  validatedQuery: validate.validatedQuery,
  validatorOf: validate.validatorOf,
  LIST_QUERY: validate.LIST_QUERY,
}
