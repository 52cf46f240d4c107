// Unit tests of the route validation (Medusa's validateAndTransformBody / Query with
// our answers): node --test packages/http/test.mjs
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { z } = require("@medusajs/framework/zod")
const { defineMessages, toResponse } = require("@uuc/errors")
const {
  LIST_QUERY,
  PageQuery,
  validatedBody,
  validatedQuery,
  validatorOf,
} = require("./index.js")

defineMessages({ title_required: "Please enter a title" })
const Body = z.object({
  title: z.string({ error: "title_required" }).min(1, "title_required"),
  count: z.number().int().optional(),
})

/** Runs one middleware on a request as Medusa's router prepares it. */
async function run(middleware, req) {
  const request = { allowed: [], query: {}, ...req }
  const failure = await new Promise((resolve) =>
    middleware(request, {}, (err) => resolve(err))
  )
  return { req: request, failure: failure && toResponse(failure) }
}

describe("validatedBody", () => {
  it("answers a bad field with its own code, a missing one with `required`", async () => {
    const { failure } = await run(validatedBody(Body), { body: {} })
    assert.deepEqual(failure, {
      status: 400,
      body: {
        code: "title_required",
        message: "Please enter a title",
        field: "title",
      },
    })
    const wrong = await run(validatedBody(Body), {
      body: { title: "a", count: 1.5 },
    })
    assert.equal(wrong.failure.body.code, "invalid_data")
    assert.equal(wrong.failure.body.field, "count")
  })
  it("sets req.validatedBody, dropping unknown keys as before", async () => {
    const { req, failure } = await run(validatedBody(Body), {
      body: { title: "a", extra: 1 },
    })
    assert.equal(failure, undefined)
    assert.deepEqual(req.validatedBody, { title: "a" })
  })
  it("tells the API document what it validates", () => {
    assert.deepEqual(validatorOf(validatedBody(Body)), {
      target: "body",
      schema: Body,
    })
    assert.equal(
      validatorOf(() => undefined),
      undefined
    )
  })
})

describe("validatedQuery", () => {
  it("gives a list its defaults and Medusa's pagination", async () => {
    const { req, failure } = await run(validatedQuery(PageQuery, LIST_QUERY), {
      query: { offset: "40" },
    })
    assert.equal(failure, undefined)
    assert.deepEqual(req.validatedQuery, { limit: 20, offset: 40 })
    assert.deepEqual(req.queryConfig.pagination, {
      skip: 40,
      take: 20,
      order: undefined,
    })
  })
  it("refuses a page over the limit with invalid_data naming the field", async () => {
    const { failure } = await run(validatedQuery(PageQuery, LIST_QUERY), {
      query: { limit: "101" },
    })
    assert.equal(failure.status, 400)
    assert.equal(failure.body.code, "invalid_data")
    assert.equal(failure.body.field, "limit")
  })
})
