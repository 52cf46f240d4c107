// Unit tests of the error contract: node --test packages/errors
import assert from "node:assert/strict"
import { createRequire } from "node:module"
import { describe, it } from "node:test"

const require = createRequire(import.meta.url)
const { z } = require("@medusajs/framework/zod")
const { MedusaError } = require("@medusajs/framework/utils")
const {
  AppError,
  defineMessages,
  parse,
  relaxedCommit,
  toResponse,
  withRelaxedCommit,
} = require("./index.js")

const schema = z.object({
  name: z.string().min(1, "name_required"),
  age: z.number().optional(),
  nested: z.object({ title: z.string() }).optional(),
})
const caught = (fn) => {
  try {
    fn()
  } catch (e) {
    return toResponse(e)
  }
  assert.fail("no error thrown")
}

describe("the error contract", () => {
  it("uses a zod message that is a code as the code, with its en-US text", () => {
    defineMessages({ name_required: "Name cannot be empty" })
    const { status, body } = caught(() => parse(schema, { name: "" }))
    assert.equal(status, 400)
    assert.deepEqual(body, {
      code: "name_required",
      message: "Name cannot be empty",
      field: "name",
    })
  })
  it("tells a missing field from a wrong one, naming nested paths", () => {
    assert.equal(caught(() => parse(schema, {})).body.code, "required")
    const wrong = caught(() => parse(schema, { name: "a", age: "x" })).body
    assert.equal(wrong.code, "invalid_data")
    assert.equal(wrong.field, "age")
    assert.equal(
      caught(() => parse(schema, { name: "a", nested: {} })).body.field,
      "nested.title"
    )
  })
  it("maps MedusaError types to statuses and keeps stable codes", () => {
    const nf = toResponse(
      new AppError(
        MedusaError.Types.NOT_FOUND,
        "thing_not_found",
        undefined,
        "Gone"
      )
    )
    assert.deepEqual(nf, {
      status: 404,
      body: { code: "thing_not_found", message: "Gone" },
    })
    const plain = toResponse(
      new MedusaError(MedusaError.Types.UNAUTHORIZED, "Unauthorized")
    )
    assert.equal(plain.status, 401)
    assert.equal(plain.body.code, "unauthorized")
  })
  it("never leaks an unexpected error's text", () => {
    const { status, body } = toResponse(new Error("password=hunter2 in SQL"))
    assert.equal(status, 500)
    assert.equal(body.code, "unknown_error")
    assert.ok(!body.message.includes("hunter2"))
  })
  it("answers express body-parser errors as 4xx", () => {
    const err = Object.assign(new Error("bad json"), {
      status: 400,
      statusCode: 400,
    })
    assert.equal(toResponse(err).status, 400)
  })
})

describe("plugins' needed modules (fail closed)", () => {
  const { missingNeeds, assertPluginNeeds } = require("./index.js")
  const manifests = {
    a: { provides: ["ledger"], needs: ["members"] },
    b: { provides: ["members"], needs: [] },
  }
  const read = (name) => manifests[name]
  it("passes when every need is provided", () => {
    assert.deepEqual(missingNeeds(["a", { resolve: "b" }], read), [])
    assertPluginNeeds(["a", "b"], read)
  })
  it("refuses to start when a needed module is missing", () => {
    assert.deepEqual(missingNeeds(["a"], read), [
      { plugin: "a", key: "members" },
    ])
    assert.throws(
      () => assertPluginNeeds(["a"], read),
      /Refusing to start: a needs the "members" module/
    )
  })
})

describe("stepUp", () => {
  const { stepUp } = require("./index.js")
  /** A response whose "finish" the test fires (the key's turn ends with it). */
  const response = () => {
    const listeners = []
    return {
      once: (event, fn) => event === "finish" && listeners.push(fn),
      finish: () => listeners.splice(0).forEach((fn) => fn()),
    }
  }
  /** Runs a middleware; without `res` given, the answer is sent at once after it. */
  const run = (mw, req, res) =>
    new Promise((resolve) => {
      const answer = res ?? response()
      mw(req, answer, (err) => {
        resolve(err ? toResponse(err) : null)
        if (!res) answer.finish()
      })
    })
  /** The members module's request turns, in memory: one holder per key. */
  const turns = new Map()
  const members = {
    verifySecondaryPassword: async (_id, pw) => pw === "right",
    takeRequestTurn: async (key, owner) => {
      if (turns.has(key)) return false
      turns.set(key, owner)
      return true
    },
    extendRequestTurn: async () => undefined,
    giveRequestTurn: async (key, owner) => {
      if (turns.get(key) === owner) turns.delete(key)
    },
  }
  const request = (over = {}) => ({
    body: { secondary_password: "right" },
    get: (h) => (h === "idempotency-key" ? "k1" : undefined),
    auth_context: { actor_type: "customer", app_metadata: { member_id: "m1" } },
    scope: { resolve: () => members },
    ...over,
  })
  it("lets requests with one Idempotency-Key check their password one at a time", async () => {
    const first = response()
    assert.equal(await run(stepUp({ actor: "member" }), request(), first), null)
    let second = null
    const waiting = run(stepUp({ actor: "member" }), request()).then(
      (r) => (second = r ?? "passed")
    )
    await new Promise((r) => setTimeout(r, 60))
    assert.equal(second, null, "the same key waits for the first answer")
    first.finish()
    await waiting
    assert.equal(second, "passed")
  })
  it("refuses a member session opened by staff before anything else", async () => {
    const res = await run(
      stepUp({ actor: "member" }),
      request({
        auth_context: {
          actor_type: "customer",
          app_metadata: { member_id: "m1", impersonated_by: "u1" },
        },
      })
    )
    assert.equal(res.status, 403)
    assert.equal(res.body.code, "impersonation_read_only")
  })
  it("requires the Idempotency-Key, then the right secondary password", async () => {
    const noKey = await run(
      stepUp({ actor: "member" }),
      request({ get: () => undefined })
    )
    assert.equal(noKey.body.code, "idempotency_key_required")
    const wrong = await run(
      stepUp({ actor: "member" }),
      request({ body: { secondary_password: "x" } })
    )
    assert.equal(wrong.body.code, "secondary_password_invalid")
    const missing = await run(
      stepUp({ actor: "member" }),
      request({ body: {} })
    )
    assert.equal(missing.body.code, "secondary_password_required")
    assert.equal(await run(stepUp({ actor: "member" }), request()), null)
  })
  it("with overlap, lets the route start and hands it the check to await", async () => {
    const { passwordChecked } = require("./index.js")
    let release
    const slow = {
      ...members,
      verifySecondaryPassword: (_id, pw) =>
        new Promise((r) => (release = () => r(pw === "right"))),
    }
    const scope = { resolve: () => slow }
    const wrong = request({ body: { secondary_password: "x" }, scope })
    const right = request({ get: () => "k2", scope })
    assert.equal(
      await run(stepUp({ actor: "member", overlap: true }), wrong),
      null
    )
    let settled = false
    const refusal = passwordChecked(wrong).then(
      () => assert.fail("a wrong password passed"),
      (e) => ((settled = true), toResponse(e))
    )
    await new Promise((r) => setTimeout(r, 20))
    assert.equal(settled, false, "the route runs while the password is checked")
    release()
    assert.equal((await refusal).body.code, "secondary_password_invalid")
    assert.equal(
      await run(stepUp({ actor: "member", overlap: true }), right),
      null
    )
    release()
    await passwordChecked(right)
    await assert.rejects(passwordChecked(request()), /no stepUp/)
  })
})

describe("relaxed commits", () => {
  it("hold inside withRelaxedCommit, across awaits, and nowhere else", async () => {
    assert.equal(relaxedCommit(), false)
    const inside = await withRelaxedCommit(async () => {
      await new Promise((r) => setTimeout(r, 1))
      return relaxedCommit()
    })
    assert.equal(inside, true)
    assert.equal(relaxedCommit(), false)
  })
})

describe("request paths", () => {
  const {
    canonicalUrl,
    normalisePath,
    pathBelowMount,
    requestPath,
  } = require("./index.js")
  it("normalises a path as Express matches it", () => {
    assert.equal(normalisePath("/store/Carts/"), "/store/carts")
    assert.equal(normalisePath("/store//carts?x=1"), "/store/carts")
    assert.equal(
      normalisePath("/store/%63arts/x/LINE-%69tems/"),
      "/store/carts/x/line-items"
    )
    assert.equal(normalisePath("/a/%E0%A4%A/b"), "/a/%e0%a4%a/b")
    assert.equal(normalisePath("/a/b%2Fc"), "/a/b%2fc")
    assert.equal(normalisePath("//"), "/")
    assert.equal(
      requestPath({ originalUrl: "/ADMIN/Invites/?a=b" }),
      "/admin/invites"
    )
  })
  it("answers the path below a mount, or null outside it", () => {
    const req = { originalUrl: "/store/carts/Cart_1/LINE-ITEMS/" }
    assert.equal(pathBelowMount(req, "/store/carts/:id"), "/line-items")
    assert.equal(
      pathBelowMount({ originalUrl: "/store/carts/" }, "/store/carts"),
      ""
    )
    assert.equal(
      pathBelowMount({ originalUrl: "/store/cartsx" }, "/store/carts"),
      null
    )
  })
  it("makes a URL canonical without touching case, reserved escapes, dots or the query", () => {
    assert.equal(canonicalUrl("/store/%63arts"), "/store/carts")
    assert.equal(
      canonicalUrl("//store//carts/Cart_1//line-items?x=%41//"),
      "/store/carts/Cart_1/line-items?x=%41//"
    )
    assert.equal(
      canonicalUrl("/a/%2Fb/%2e%2e/%7e%5F%2D%41%5a%5B"),
      "/a/%2Fb/%2e%2e/~_-AZ%5B"
    )
  })
})
