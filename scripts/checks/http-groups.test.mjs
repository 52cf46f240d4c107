// npm test's HTTP groups (scripts/lib/http-groups.mjs): every spec file runs, once,
// and files that give the runner options share a group only with the same options.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import test from "node:test"
import { httpGroups, runnerOptionsOf } from "../lib/http-groups.mjs"
import { backendDir } from "../lib/paths.mjs"

const specs = fs
  .readdirSync(path.join(backendDir, "integration-tests", "http"), {
    recursive: true,
  })
  .map(String)
  .filter((f) => /\.spec\.[jt]s$/.test(f))
  .map((f) => `integration-tests/http/${f.split(path.sep).join("/")}`)

test("every HTTP spec file is in exactly one group", () => {
  const grouped = httpGroups(specs, 6).flat()
  assert.deepEqual([...grouped].sort(), [...specs].sort())
})

test("a group's files give the runner the same options, or none", () => {
  for (const group of httpGroups(specs, 6)) {
    const kinds = new Set(group.map((f) => runnerOptionsOf(f) ?? "none"))
    assert.equal(kinds.size, 1, `mixed runner options in ${group.join(", ")}`)
  }
})

// one Jest process keeps what its files load: no group grows far past the size
test("groups hold about the size asked for", () => {
  const plain = specs.filter((f) => !runnerOptionsOf(f)).length
  const groups = httpGroups(specs, 6).filter((g) => !runnerOptionsOf(g[0]))
  assert.equal(groups.length, Math.ceil(plain / 6))
  for (const g of groups) assert.ok(g.length <= 12, g.join(", "))
})
