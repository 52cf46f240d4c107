// The ledger's entry kinds are one list (@uuc/data's ledger-kinds.json) that the
// storefront's statement, the admin's /app/balance-record and this check share:
// every kind a plugin (or a backend script) posts is on it, and every kind on it
// has a label in every storefront locale (financial.kinds.*) and every admin
// locale (uucLedger.kinds.*), so no member or staff member reads `shop_points`.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const LIST = path.join(root, "data", "ledger-kinds.json")
const STOREFRONT_LOCALES = ["en-US", "pt-BR", "zh-CN", "ar"]
const ADMIN_LOCALES = ["en-US", "pt-BR", "zh-CN"]

/**
 * The kinds a source posts: a `kind:` whose value holds string literals (`"burn"`,
 * `buying ? "exchange_buy" : "exchange_sell"`) with a `description_key` within the
 * next lines, the shape of every ledger entry; and the migrations' own entries
 * (`insert into "ledger_entry" … values ('id', 'key', 'hash', 'kind', …)`).
 */
export function postedKinds(text) {
  const kinds = new Set()
  const lines = text.split("\n")
  lines.forEach((line, i) => {
    const m = /^\s*kind:\s*(.+?),?\s*$/.exec(line)
    if (!m) return
    const near = lines.slice(i + 1, i + 4).join("\n")
    if (!/\bdescription_key\b/.test(near)) return
    for (const [, kind] of m[1].matchAll(/"([a-z][a-z0-9_]*)"/g))
      kinds.add(kind)
  })
  const entries =
    /insert into "?ledger_entry"?\s*\([^)]*\)\s*values\s*\('[^']*',\s*'[^']*',\s*'[^']*',\s*'([a-z][a-z0-9_]*)'/gi
  for (const [, kind] of text.matchAll(entries)) kinds.add(kind)
  return kinds
}

/** Whether a translation object holds a non-empty string at `dotted`. */
const labelled = (json, dotted) => {
  const value = dotted.split(".").reduce((o, k) => o?.[k], json)
  return typeof value === "string" && value.trim().length > 0
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"))

test("postedKinds finds literal and conditional kinds of ledger entries only", () => {
  const text = `await ledger.postEntry({
      key,
      kind: buying ? "exchange_buy" : "exchange_sell",
      description_key: "ledger.exchange",
    })
    const other = { kind: "changed", before: null }
    post({ kind: "shop_points", description_key: "shop.points" })
    await ledger.postEntry({
      kind: "burn",
      description_key: "ledger.burn",
    })
    .addSql(\`insert into "ledger_entry" ("id", "key", "request_hash", "kind")
      values ('lent_genesis_uuc', 'genesis:uuc', 'genesis', 'mint', 'ledger.mint')\`)`
  assert.deepEqual([...postedKinds(text)].sort(), [
    "burn",
    "exchange_buy",
    "exchange_sell",
    "mint",
  ])
})

test("every kind a plugin posts is on the shared list, with a label in every locale", () => {
  const { kinds, filters, platform_only } = readJson(LIST)
  assert.ok(Array.isArray(kinds) && kinds.length > 20, "the list")
  assert.equal(new Set(kinds).size, kinds.length, "no kind twice")
  for (const k of platform_only) assert.ok(kinds.includes(k), `${k} is a kind`)
  const { member_groups, bonus_kinds, member_hidden } = readJson(LIST)
  for (const k of [
    ...Object.values(member_groups).flat(),
    ...bonus_kinds,
    ...member_hidden,
  ])
    assert.ok(kinds.includes(k), `${k} (member filter) is a kind`)

  // the plugins' sources and the backend's scripts (the demo's funding), not the
  // tests nor the benchmarks (a throwaway database's own kinds)
  const sources = execFileSync("git", ["ls-files", "plugins", "backend/src"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => /^(plugins\/[^/]+\/src|backend\/src)\/.*\.tsx?$/.test(f))
    .filter((f) => !/(__tests__|\.spec\.|\.test\.|\/bench-)/.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)))
  const posted = new Map()
  for (const file of sources)
    for (const kind of postedKinds(
      fs.readFileSync(path.join(root, file), "utf8")
    ))
      if (!posted.has(kind)) posted.set(kind, file)
  assert.ok(posted.size > 20, `found ${posted.size} posted kinds`)
  const missing = [...posted]
    .filter(([kind]) => !kinds.includes(kind))
    .map(([kind, file]) => `${kind} (${file})`)
  assert.deepEqual(
    missing,
    [],
    "posted kinds missing from data/ledger-kinds.json"
  )

  const unlabelled = []
  const groups = Object.keys(readJson(LIST).member_groups ?? {})
  for (const locale of STOREFRONT_LOCALES) {
    const json = readJson(
      path.join(root, "storefront/src/i18n/locales", `${locale}.json`)
    )
    for (const k of [...kinds, ...filters, ...groups, "reversal_of"])
      if (!labelled(json, `financial.kinds.${k}`))
        unlabelled.push(`storefront ${locale}: financial.kinds.${k}`)
  }
  for (const locale of ADMIN_LOCALES) {
    const json = readJson(
      path.join(root, "plugins/ledger/src/admin/i18n/json", `${locale}.json`)
    )
    for (const k of [...kinds, ...filters, "reversal_of"])
      if (!labelled(json, `uucLedger.kinds.${k}`))
        unlabelled.push(`admin ${locale}: uucLedger.kinds.${k}`)
  }
  assert.deepEqual(unlabelled, [])
})

test("the storefront and the admin take their kinds from the shared list", () => {
  const uses = [
    "storefront/src/lib/ledger-lines.ts",
    "plugins/ledger/src/admin/routes/balance-record/page.tsx",
  ]
  for (const file of uses) {
    const text = fs.readFileSync(path.join(root, file), "utf8")
    assert.match(text, /@uuc\/data\/ledger-kinds\.json/, file)
    // no second list of kind names beside it
    assert.doesNotMatch(
      text,
      /"withdrawal_hold",\s*\n?\s*"withdrawal_paid"/,
      file
    )
  }
})
