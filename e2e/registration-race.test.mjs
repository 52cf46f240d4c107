// Fifty registrations under one sponsor at once, spread over two server processes
// on the same database: placement must stay a valid three-line tree whatever the
// interleaving (rules.md §3), because its locks live in PostgreSQL.
import assert from "node:assert/strict"
import { describe, it } from "node:test"
import { API_URL, adminApi, unique } from "./helpers.mjs"

const SERVERS = [API_URL, process.env.API_URL_2 || API_URL]
const KEY = process.env.PUBLISHABLE_KEY
const CODE = process.env.CAPTCHA_TEST_CODE
const ROOT = process.env.ROOT_USERNAME

async function store(server, path, body) {
  const res = await fetch(`${server}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      "content-type": "application/json",
      "x-publishable-api-key": KEY,
    },
    body: body && JSON.stringify(body),
  })
  return { status: res.status, json: await res.json().catch(() => ({})) }
}

async function register(server, username, sponsor) {
  const captcha = await store(server, "/store/captcha")
  assert.equal(captcha.status, 200)
  return store(server, "/store/members/register", {
    username,
    password: "Passw0rd!",
    password_confirm: "Passw0rd!",
    secondary_password: "Second0ne!",
    secondary_password_confirm: "Second0ne!",
    sponsor,
    phone: "+55 11 91234-5678",
    security_question: "First pet?",
    security_answer: "Rex",
    captcha_id: captcha.json.id,
    captcha_code: CODE,
  })
}

/** Checks a subtree: at most three children on lines 1..3, sizes that add up. */
function checkNode(node, seen) {
  seen.add(node.username)
  const children = node.children ?? []
  assert.ok(children.length <= 3, `${node.username} has ${children.length}`)
  const lines = children.map((c) => c.line).sort()
  assert.deepEqual(lines, [1, 2, 3].slice(0, children.length))
  const below = children.reduce((sum, c) => sum + checkNode(c, seen), 0)
  assert.equal(node.size, 1 + below, `size of ${node.username}`)
  return node.size
}

describe("registration race across two server processes", () => {
  it("places 50 parallel registrations under one sponsor as a valid tree", async () => {
    assert.notEqual(SERVERS[0], SERVERS[1], "a second server process runs")
    const sponsor = `s${unique()}`.slice(0, 16)
    assert.equal((await register(API_URL, sponsor, ROOT)).status, 201)

    const names = Array.from({ length: 50 }, (_, i) =>
      `r${i}${unique()}`.slice(0, 18)
    )
    const answers = await Promise.all(
      names.map((name, i) => register(SERVERS[i % 2], name, sponsor))
    )
    for (const a of answers) assert.equal(a.status, 201, JSON.stringify(a.json))

    const { tree } = await adminApi(
      `/admin/network/tree?root=${sponsor}&depth=5`
    )
    const seen = new Set()
    assert.equal(checkNode(tree, seen), 51)
    assert.equal(seen.size, 51)
    for (const name of names) assert.ok(seen.has(name), `${name} is placed`)
    // The first three recommendations sit directly under the sponsor.
    assert.equal(tree.children.length, 3)
  })
})
