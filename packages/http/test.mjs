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
  prepared,
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

describe("prepared (a hot statement, parsed once per connection)", () => {
  /** A knex whose connection records what it was sent and whether it came back. */
  function fakeKnex() {
    const sent = []
    let out = 0
    const conn = {
      query: async (config) => {
        sent.push(config)
        return { rows: [{ ok: true }] }
      },
    }
    const client = {
      acquireConnection: async () => (out++, conn),
      releaseConnection: async () => void out--,
    }
    return { knex: { client }, sent, out: () => out }
  }

  it("sends `?` bindings as $1.. under its name and gives the connection back", async () => {
    const f = fakeKnex()
    const q = prepared("t_pos", "select ?::int + ? where x = any(?)")
    assert.deepEqual(await q(f.knex, [1, 2, [3]]), [{ ok: true }])
    assert.deepEqual(f.sent, [
      {
        name: "t_pos",
        text: "select $1::int + $2 where x = any($3)",
        values: [1, 2, [3]],
      },
    ])
    assert.equal(f.out(), 0)
  })

  it("numbers `:name` bindings once each, leaves `::type` casts alone", async () => {
    const f = fakeKnex()
    const q = prepared("t_named", "select :a::numeric, :b, :a::text, 'x'::text")
    await q(f.knex, { b: "B", a: "A" })
    assert.equal(f.sent[0].text, "select $1::numeric, $2, $1::text, 'x'::text")
    assert.deepEqual(f.sent[0].values, ["A", "B"])
  })

  it("refuses a missing named binding before it takes a connection", async () => {
    const f = fakeKnex()
    const q = prepared("t_missing", "select :a, :b")
    await assert.rejects(q(f.knex, { a: 1 }), /no binding for :b/)
    assert.equal(f.sent.length, 0)
  })

  it("gives the connection back when the statement fails", async () => {
    const f = fakeKnex()
    f.knex.client.acquireConnection = async () => ({
      query: async () => {
        throw new Error("boom")
      },
    })
    let released = 0
    f.knex.client.releaseConnection = async () => void released++
    await assert.rejects(prepared("t_fail", "select 1")(f.knex), /boom/)
    assert.equal(released, 1)
  })
})
