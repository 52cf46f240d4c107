"use strict"
// A route's body and query are validated by Medusa's own middlewares,
// validateAndTransformBody / validateAndTransformQuery: they set
// `req.validatedBody`, `req.validatedQuery` and, for a list, `req.queryConfig` with
// its pagination. Medusa's validator makes object schemas strict and folds zod's
// issues into one English sentence (no code, no field), so the schema it runs is a
// wrapper whose parse throws our AppError (`{ code, message, field }`, @uuc/errors'
// `parse`): zod lets an error thrown in a transform through and Medusa passes it to
// `next` as it is. Unknown keys are dropped, as before, not refused.
const { z } = require("@medusajs/framework/zod")
const {
  validateAndTransformBody,
  validateAndTransformQuery,
} = require("@medusajs/framework/http")
const { parse } = require("@uuc/errors")

/** `schema` as Medusa's validators run it: failures throw our coded AppError. */
const coded = (schema) =>
  z.unknown().transform((input) => parse(schema, input ?? {}))

/** The query config of a list route: `limit`/`offset` become `req.queryConfig.pagination`. */
const LIST_QUERY = Object.freeze({ isList: true, defaultLimit: 20 })

// The OpenAPI builder (./openapi) reads a route's schemas off its middlewares.
const VALIDATES = Symbol.for("uuc.validates")
function marked(target, schema, middleware) {
  Object.defineProperty(middleware, VALIDATES, { value: { target, schema } })
  return middleware
}

/** Middleware: Medusa's validateAndTransformBody with our answers. */
const validatedBody = (schema) =>
  marked("body", schema, validateAndTransformBody(coded(schema)))

/** Middleware: Medusa's validateAndTransformQuery with our answers. */
const validatedQuery = (schema, queryConfig = {}) =>
  marked("query", schema, validateAndTransformQuery(coded(schema), queryConfig))

/** What a middleware made by validatedBody / validatedQuery validates, else undefined. */
const validatorOf = (middleware) =>
  middleware ? middleware[VALIDATES] : undefined

module.exports = {
  coded,
  validatedBody,
  validatedQuery,
  validatorOf,
  LIST_QUERY,
}
