// Plugins talk to each other through public entries only: the workflows,
// a module's index (`@uuc/x/modules/<name>`), a provider, the admin bundle, or a file
// at the top of the plugin's src (`@uuc/ledger/ledger-api`, `@uuc/members/seed`).
// Anything deeper (`@uuc/ledger/api/actors`, `@uuc/rewards/lib/...`) is another
// plugin's internals, and so is a relative path into another plugin's folder.
// Tests and seeds use a plugin's `testing` / `seed` entries, other plugins its
// `<name>-api` entry. A plugin's package.json exports only its entries (no "./*").
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const PUBLIC = [
  /^(workflows|admin|package\.json)$/,
  /^(modules|providers)\/[a-z0-9-]+$/,
  /^[a-z0-9-]+(\.json)?$/, // a file at the top of src (or of a data package)
]

/** The owning plugin of a repository path (`plugins/<name>/...`), if any. */
const pluginOf = (file) => /^plugins\/([^/]+)\//.exec(file)?.[1] ?? null

export function internalImports(files, read) {
  const found = []
  const spec =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"']+)["']/g
  for (const file of files) {
    const owner = pluginOf(file)
    for (const [, target] of read(file).matchAll(spec)) {
      const pkg = /^@uuc\/([^/]+)(?:\/(.+))?$/.exec(target)
      if (pkg) {
        const [, name, sub] = pkg
        if (name === owner || !sub) continue
        if (!PUBLIC.some((re) => re.test(sub)))
          found.push(`${file} imports ${target}`)
      } else if (target.startsWith(".") && owner) {
        const resolved = path.posix.normalize(
          path.posix.join(path.posix.dirname(file), target)
        )
        const other = pluginOf(`${resolved}/`)
        if (other && other !== owner) found.push(`${file} imports ${target}`)
      }
    }
  }
  return found
}

test("the rule: deep @uuc paths and relative paths into another plugin are internals", () => {
  const sources = {
    "plugins/rewards/src/a.ts": `import { x } from "@uuc/ledger/api/actors"
      import type { L } from "@uuc/ledger/ledger-api"
      import { w } from "@uuc/ledger/workflows"
      import { m } from "@uuc/ledger/modules/ledger"
      import { own } from "@uuc/rewards/lib/ports"
      import { y } from "../../ledger/src/lib/plan"
      import { z } from "./lib/ports"`,
  }
  assert.deepEqual(
    internalImports(Object.keys(sources), (f) => sources[f]),
    [
      "plugins/rewards/src/a.ts imports @uuc/ledger/api/actors",
      "plugins/rewards/src/a.ts imports ../../ledger/src/lib/plan",
    ]
  )
})

test("no file imports another plugin's internals", () => {
  const files = execFileSync(
    "git",
    ["ls-files", "plugins", "backend", "storefront", "e2e", "scripts"],
    { cwd: root, encoding: "utf8" }
  )
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))
    .filter((f) => !f.startsWith("scripts/checks/"))
    .filter((f) => fs.existsSync(path.join(root, f)))
  const found = internalImports(files, (f) =>
    fs.readFileSync(path.join(root, f), "utf8")
  )
  assert.deepEqual(found, [])
})

test("no plugin exports its whole src (only its public entries)", () => {
  const wide = fs
    .readdirSync(path.join(root, "plugins"))
    .filter((p) => fs.existsSync(path.join(root, "plugins", p, "package.json")))
    .filter((p) => {
      const pkg = JSON.parse(
        fs.readFileSync(path.join(root, "plugins", p, "package.json"), "utf8")
      )
      return Object.keys(pkg.exports ?? {}).includes("./*")
    })
  assert.deepEqual(wide, [])
})
