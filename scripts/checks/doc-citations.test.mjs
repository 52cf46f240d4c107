// A comment that gives its reason as a document (`rules.md §4`, `api.md`,
// `SIMULATOR.md`) must lead somewhere: the document is in docs/, at the
// path cited, at the repository's top, or in the citing plugin's folder (its README
// or another page of it); a cited section (`§4`) is a heading of that document.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const CITATION = /((?:[\w.-]+\/)*[\w-]+\.md)\b(?:\s*§(\d+))?/g

/** Where a document cited by `file` may be; the first that exists is it. */
function candidates(file, cited) {
  const plugin = /^(plugins\/[^/]+)\//.exec(file)?.[1]
  const out = [cited, path.posix.join(path.posix.dirname(file), cited)]
  if (!cited.includes("/")) {
    out.push(`docs/${cited}`)
    if (plugin) out.push(`${plugin}/${cited}`)
  }
  return out
}

/** `"rules.md §4"` citations whose document or section does not exist. */
export function brokenCitations(files, read, exists) {
  const broken = []
  for (const file of files)
    for (const [, cited, section] of read(file).matchAll(CITATION)) {
      const doc = candidates(file, cited).find(exists)
      if (!doc) broken.push(`${file}: ${cited} (no such document)`)
      else if (
        section &&
        !new RegExp(`^#+\\s+${section}\\.\\s`, "m").test(read(doc))
      )
        broken.push(`${file}: ${cited} §${section} (no such section)`)
    }
  return [...new Set(broken)]
}

test("the rule: a citation leads to docs/, its path, or the plugin's folder", () => {
  const files = {
    "plugins/shop/src/a.ts": `// rules.md §4, rules.md §9, api.md, README.md
      // shop-design.md, plugins/shop/NOTES.md, ../../missing.md`,
    "docs/rules.md": "# Rules\n## 4. Bonuses\n",
    "docs/api.md": "",
    "plugins/shop/README.md": "",
    "plugins/shop/NOTES.md": "",
  }
  assert.deepEqual(
    brokenCitations(
      ["plugins/shop/src/a.ts"],
      (f) => files[f],
      (f) => f in files
    ),
    [
      "plugins/shop/src/a.ts: rules.md §9 (no such section)",
      "plugins/shop/src/a.ts: shop-design.md (no such document)",
      "plugins/shop/src/a.ts: ../../missing.md (no such document)",
    ]
  )
})

test("every document a source file cites exists, with the section it names", () => {
  const files = execFileSync(
    "git",
    [
      "ls-files",
      "--cached",
      "--others",
      "--exclude-standard",
      "plugins",
      "backend",
      "storefront",
      "packages",
      "scripts",
      "e2e",
      "data",
    ],
    { cwd: root, encoding: "utf8" }
  )
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f))
    .filter((f) => !f.startsWith("scripts/checks/"))
    .filter((f) => fs.existsSync(path.join(root, f)))
  assert.ok(files.length > 100, "found the sources")
  const read = (f) => fs.readFileSync(path.join(root, f), "utf8")
  const exists = (f) =>
    !f.startsWith("..") &&
    fs.existsSync(path.join(root, path.posix.normalize(f)))
  assert.deepEqual(brokenCitations(files, read, exists), [])
})
