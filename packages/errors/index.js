"use strict"
// The error contract of api.md: every error a user can cause answers
// `{ code, message, field? }` with a 4xx; `message` is the en-US text of `code`
// (clients translate by code). Validation failures name the first bad field.
const { MedusaError } = require("@medusajs/framework/utils")

/**
 * en-US texts by code; plugins add theirs with `defineMessages`. One table per
 * process: each plugin's tarball bundles its own copy of this package, and whichever
 * copy answers an error must know every plugin's codes (`codeOf` reads them back).
 */
const MESSAGES = Symbol.for("@uuc/errors:messages")
const messages = (globalThis[MESSAGES] ??= {
  invalid_data: "The request is not valid",
  required: "This field is required",
  not_found: "Not found",
  unauthorized: "Please log in first",
  forbidden: "You are not allowed to do this",
  conflict: "The request conflicted with another request",
  unknown_error: "An unknown error occurred",
})

function defineMessages(more) {
  Object.assign(messages, more)
}

function messageFor(code, fallback) {
  return messages[code] || fallback || messages.invalid_data
}

/**
 * The code of an error, also after a workflow: Medusa's workflow engine hands a
 * step's error back with its type and message but without our `code` (a
 * refusal inside a step came out as `invalid_data`). Each code has its own
 * message (repository check), so the message names the code again.
 */
function codeOf(err) {
  if (!err) return undefined
  const own = isCode(err.code) ? err.code : undefined
  // an error's own specific code stands (its text may be the fallback one)
  if (own && !GENERIC_CODES.has(own)) return own
  const found =
    typeof err.message === "string"
      ? Object.keys(messages).filter(
          (k) => messages[k] === err.message && !GENERIC_CODES.has(k)
        )
      : []
  return found.length === 1 ? found[0] : own
}
/** Codes that say only the kind of failure: a message may name a better one. */
const GENERIC_CODES = new Set([
  "invalid_data",
  "not_found",
  "unauthorized",
  "forbidden",
  "conflict",
  "unknown_error",
])

/** A user-caused error with a stable code; `type` is a MedusaError type (status). */
class AppError extends MedusaError {
  constructor(type, code, field, message) {
    super(type, message || messageFor(code), code)
    this.field = field
  }
}

const isCode = (s) => typeof s === "string" && /^[a-z][a-z0-9_]*$/.test(s)

/** The value at `path` in `input`, or undefined. */
function valueAt(input, path) {
  return path.reduce(
    (v, k) => (v !== null && typeof v === "object" ? v[k] : undefined),
    input
  )
}

/** Turns a zod error into an AppError for its first issue; `input` tells missing from wrong. */
function fromZodError(error, input) {
  const issue = error.issues[0]
  const field = issue && issue.path.length ? issue.path.join(".") : undefined
  if (issue && isCode(issue.message)) {
    return new AppError(MedusaError.Types.INVALID_DATA, issue.message, field)
  }
  const missing =
    issue &&
    issue.code === "invalid_type" &&
    valueAt(input, issue.path) === undefined
  const code = missing ? "required" : "invalid_data"
  const detail = issue ? issue.message : ""
  return new AppError(
    MedusaError.Types.INVALID_DATA,
    code,
    field,
    field
      ? `${messageFor(code)}: ${field}${missing ? "" : ` (${detail})`}`
      : messageFor(code)
  )
}

/**
 * The parsed value, or our AppError for the first issue. Routes validate through
 * @uuc/http's validatedBody / validatedQuery (Medusa's validateAndTransformBody /
 * Query), which run this.
 */
function parse(schema, input) {
  const result = schema.safeParse(input)
  if (!result.success) throw fromZodError(result.error, input)
  return result.data
}

/** Every error code with a message, sorted (the API document lists them). */
function errorCodes() {
  return Object.keys(messages).sort()
}

const STATUS = {
  [MedusaError.Types.INVALID_DATA]: 400,
  [MedusaError.Types.INVALID_ARGUMENT]: 400,
  [MedusaError.Types.NOT_ALLOWED]: 400,
  [MedusaError.Types.UNAUTHORIZED]: 401,
  [MedusaError.Types.FORBIDDEN]: 403,
  [MedusaError.Types.NOT_FOUND]: 404,
  [MedusaError.Types.CONFLICT]: 409,
  [MedusaError.Types.DUPLICATE_ERROR]: 409,
  [MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR]: 422,
}
const DEFAULT_CODE = {
  400: "invalid_data",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "invalid_data",
  429: "too_many_attempts",
}

/** Maps any error to the status and body of the contract. */
function toResponse(err) {
  if (err && Array.isArray(err.issues)) err = fromZodError(err)
  const httpStatus = err && (err.status || err.statusCode)
  if (err && typeof httpStatus === "number" && httpStatus < 500 && !err.type) {
    // body-parser and other express errors
    const code = DEFAULT_CODE[httpStatus] || "invalid_data"
    return { status: httpStatus, body: { code, message: messageFor(code) } }
  }
  const status = (err && (err.httpStatus || STATUS[err.type])) || 500
  if (status >= 500) {
    return {
      status,
      body: { code: "unknown_error", message: messageFor("unknown_error") },
    }
  }
  const code = codeOf(err) || DEFAULT_CODE[status] || "invalid_data"
  const body = { code, message: err.message || messageFor(code) }
  if (err.field) body.field = err.field
  return { status, body }
}

/** The app's one error handler (set in backend/src/api/middlewares.ts). */
function errorHandler() {
  return function contractErrorHandler(err, req, res, _next) {
    const { status, body } = toResponse(err)
    const logger = req.scope ? req.scope.resolve("logger") : console
    if (status >= 500) logger.error(err)
    res.status(status).json(body)
  }
}

/** An error with an explicit HTTP status outside MedusaError's mapping (e.g. 429). */
function httpError(status, code, message) {
  const e = new AppError(
    MedusaError.Types.NOT_ALLOWED,
    code,
    undefined,
    message
  )
  e.httpStatus = status
  return e
}

const stepUpGuards = require("./step-up")
stepUpGuards.bind({ AppError, defineMessages })
const pluginNeeds = require("./plugin-needs")
const audit = require("./audit")
const commit = require("./commit")
const requestPaths = require("./request-path")

module.exports = {
  AppError,
  stepUp: stepUpGuards.stepUp,
  passwordChecked: stepUpGuards.passwordChecked,
  notUnderImpersonation: stepUpGuards.notUnderImpersonation,
  impersonatorOf: stepUpGuards.impersonatorOf,
  missingNeeds: pluginNeeds.missingNeeds,
  assertPluginNeeds: pluginNeeds.assertPluginNeeds,
  writeAudit: audit.writeAudit,
  withoutSecrets: audit.withoutSecrets,
  withRelaxedCommit: commit.withRelaxedCommit,
  relaxedCommit: commit.relaxedCommit,
  normalisePath: requestPaths.normalisePath,
  requestPath: requestPaths.requestPath,
  pathBelowMount: requestPaths.pathBelowMount,
  canonicalUrl: requestPaths.canonicalUrl,
  defineMessages,
  messageFor,
  codeOf,
  fromZodError,
  parse,
  errorCodes,
  toResponse,
  errorHandler,
  httpError,
}
