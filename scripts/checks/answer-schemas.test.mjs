// The API reference's answer schemas are generated from the routes' TypeScript
// types: each plugin's src/api/answers.schema.json must be what
// `node scripts/answer-schemas.mjs` writes from today's sources (a stale file
// documents an old shape), ship in the plugin's build (its tsconfig includes it),
// and describe the shapes the types declare (below, on a few known routes).
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import {
  answerSchemas,
  pluginsWithApi,
  SCHEMA_FILE,
  schemaFileOf,
  schemaText,
} from "../lib/answer-schemas.mjs"
import { root } from "../lib/paths.mjs"

const generated = answerSchemas()

test("each plugin's committed answers.schema.json is what its types generate", async () => {
  const stale = []
  for (const [plugin, answers] of Object.entries(generated)) {
    const file = schemaFileOf(plugin)
    const text = await schemaText(answers)
    if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text)
      stale.push(path.relative(root, file))
  }
  assert.deepEqual(
    stale,
    [],
    "stale answer schemas: run `node scripts/answer-schemas.mjs` and commit the files"
  )
})

test("each plugin's build ships its answers.schema.json (tsconfig include)", () => {
  for (const plugin of pluginsWithApi()) {
    const tsconfig = JSON.parse(
      fs.readFileSync(
        path.join(root, "plugins", plugin, "tsconfig.json"),
        "utf8"
      )
    )
    assert.ok(
      tsconfig.include.includes(`src/api/${SCHEMA_FILE}`),
      `plugins/${plugin}/tsconfig.json must include src/api/${SCHEMA_FILE}`
    )
  }
})

/** A named schema with its `$ref`s followed (one level). */
const schemaOf = (plugin, ref) =>
  generated[plugin].schemas[ref.$ref.replace("#/components/schemas/", "")]

test("a route's answer is its satisfies type, with the type's fields and doc comments", () => {
  const { members, rewards } = generated
  const me = members.routes["GET /store/members/me"]["200"]
  assert.deepEqual(me, { $ref: "#/components/schemas/StoreMeAnswer" })
  const answer = schemaOf("members", me)
  assert.deepEqual(answer.required, ["member"])
  const member = schemaOf("members", answer.properties.member)
  for (const field of ["id", "username", "balances", "loan", "refund_debt"])
    assert.ok(member.required.includes(field), field)
  // `string | null`, the aliases' doc comments, nested named types
  assert.deepEqual(member.properties.nickname, { type: ["string", "null"] })
  assert.match(member.properties.refund_debt.description, /decimal string/)
  assert.deepEqual(member.properties.status, {
    $ref: "#/components/schemas/MemberStatus",
  })
  assert.deepEqual(members.schemas.MemberStatus, {
    type: "string",
    enum: ["frozen", "normal"],
  })
  // 201 from `res.status(201).json(… satisfies T)`
  assert.deepEqual(
    Object.keys(members.routes["POST /store/members/register"]),
    ["201"]
  )
  // A list: its rows' type by name, Omit<> resolved, Record<union, …> as fields
  const list = schemaOf(
    "rewards",
    rewards.routes["GET /store/bonus-records"]["200"]
  )
  assert.deepEqual(list.properties.bonus_records.type, "array")
  const row = schemaOf("rewards", list.properties.bonus_records.items)
  assert.ok(row.properties.split && row.properties.price)
  assert.equal(row.properties.source_member_id, undefined)
  const admin = schemaOf(
    "rewards",
    rewards.routes["GET /admin/bonus-records"]["200"]
  )
  assert.ok(admin.properties.totals_by_type.required.includes("daily_top"))
})

test("handlers built by a factory, or answering through a helper, are read too", () => {
  const { ledger, shop, content, rewards } = generated
  // `export const GET = memberRows<StoreRecharges>(…)`: the factory's Handler<A>
  assert.deepEqual(ledger.routes["GET /store/recharges"], {
    200: { $ref: "#/components/schemas/StoreRecharges" },
  })
  // a factory whose call names no answer: listed, not skipped
  assert.ok(ledger.untyped.includes("GET /admin/withdrawals"))
  assert.ok(shop.untyped.includes("POST /store/carts/:id/points"))
  // `res: MedusaResponse<T>` when a helper sends the answer
  assert.deepEqual(content.routes["POST /admin/notices/:id/publish"], {
    200: { $ref: "#/components/schemas/AdminNoticeAnswer" },
  })
  // one status per `.json` call
  assert.deepEqual(
    Object.keys(rewards.routes["POST /admin/daily-top/:day/run"]),
    ["200", "201"]
  )
})

test("a route that declares no answer is listed as untyped, never given a made-up schema", () => {
  for (const [plugin, { routes, untyped }] of Object.entries(generated)) {
    for (const key of untyped) assert.equal(routes[key], undefined, key)
    assert.ok(
      Object.keys(routes).length + untyped.length > 0,
      `${plugin} has routes`
    )
  }
})
