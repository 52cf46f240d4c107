// Every module a plugin resolves from another plugin is declared in its
// package.json: `uuc.needs` when a rule depends on it (medusa-config refuses to
// start without it, packages/errors/plugin-needs.js), `uuc.optional` when the
// plugin checks `hasRegistration` and works without it. A resolve that is in
// neither would fail at the first request instead of at boot.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const KEYED = [
  // container.resolve<T>("key"), container.hasRegistration("key")
  /\b(?:resolve(?:<[^()]*?>)?|hasRegistration)\(\s*["']([a-z_]+)["']/g,
  // a provider's cradle: this.container.key, container.key
  /\bcontainer\.([a-z_]+)\b/g,
  // a key kept in a constant: const MERCHANTS_KEY = "merchants"
  /\bconst [A-Z_]+_KEY = ["']([a-z_]+)["']/g,
]

/**
 * The container keys a plugin's sources use of other plugins: literal keys (above)
 * and `<NAME>_MODULE` constants imported from another plugin's entry.
 */
export function keysUsed(text) {
  const keys = new Set()
  for (const re of KEYED) for (const [, key] of text.matchAll(re)) keys.add(key)
  const imports =
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@uuc\/[^"']+["']/g
  for (const [, names] of text.matchAll(imports))
    for (const [, name] of names.matchAll(/\b([A-Z]+)_MODULE\b/g))
      keys.add(name.toLowerCase())
  return keys
}

/** `{ plugin, key }` of each foreign key a plugin uses without declaring it. */
export function undeclared(manifests, usedBy) {
  const owner = new Map(
    manifests.flatMap((m) => m.provides.map((key) => [key, m.name]))
  )
  return manifests.flatMap((m) =>
    [...usedBy(m.name)]
      .filter((key) => owner.has(key) && owner.get(key) !== m.name)
      .filter((key) => !m.needs.includes(key) && !m.optional.includes(key))
      .sort()
      .map((key) => ({ plugin: m.name, key }))
  )
}

test("keysUsed finds literal keys, cradle keys and imported module keys", () => {
  const text = `import { LEDGER_MODULE, type LedgerModuleService } from "@uuc/ledger/ledger-api"
    import { PLAN_MODULE } from "@uuc/rewards/rewards-api"
    c.resolve<Partial<RewardsPort>>("rewards")
    if (!c.hasRegistration("ledger")) return
    const m = this.container.members as MembersModuleService
    export const MERCHANTS_KEY = "merchants"`
  assert.deepEqual([...keysUsed(text)].sort(), [
    "ledger",
    "members",
    "merchants",
    "plan",
    "rewards",
  ])
})

test("undeclared: a foreign key in neither needs nor optional", () => {
  const manifests = [
    { name: "a", provides: ["a"], needs: ["b"], optional: [] },
    { name: "b", provides: ["b"], needs: [], optional: ["a"] },
    { name: "c", provides: ["c"], needs: [], optional: [] },
  ]
  const used = { a: ["a", "b", "query"], b: ["a"], c: ["a", "b"] }
  assert.deepEqual(
    undeclared(manifests, (n) => new Set(used[n])),
    [
      { plugin: "c", key: "a" },
      { plugin: "c", key: "b" },
    ]
  )
})

test("every module a plugin resolves from another plugin is declared", () => {
  const pluginsDir = path.join(root, "plugins")
  const names = fs
    .readdirSync(pluginsDir)
    .filter((p) => fs.existsSync(path.join(pluginsDir, p, "package.json")))
  const manifests = names.map((name) => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(pluginsDir, name, "package.json"), "utf8")
    )
    const uuc = pkg.uuc ?? {}
    return {
      name,
      provides: uuc.provides ?? [],
      needs: uuc.needs ?? [],
      optional: uuc.optional ?? [],
    }
  })
  const usedBy = (name) => {
    const files = execFileSync("git", ["ls-files", `plugins/${name}/src`], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f))
      .filter((f) => !/(__tests__|\/admin\/|\.spec\.|\.test\.)/.test(f))
      .filter((f) => fs.existsSync(path.join(root, f)))
    const keys = new Set()
    for (const f of files)
      for (const k of keysUsed(fs.readFileSync(path.join(root, f), "utf8")))
        keys.add(k)
    return keys
  }
  assert.deepEqual(undeclared(manifests, usedBy), [])
})
