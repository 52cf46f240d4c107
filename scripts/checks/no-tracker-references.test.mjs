// Comments say why, or cite a section of docs/: never an issue of a tracker the
// repository does not hold ("issue 24", "#28"), which tells a reader nothing.
// Sources, SQL and the repository's documents are checked.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const REFERENCE = /\bissues?\s+#?\d+\b|(?:^|[\s(])#\d{1,3}\b(?![\w-])/gi

/** `file:line: text` of each tracker reference in the given files. */
export function trackerReferences(files, read) {
  const found = []
  for (const file of files)
    read(file)
      .split("\n")
      .forEach((line, i) => {
        if (line.match(REFERENCE))
          found.push(`${file}:${i + 1}: ${line.trim()}`)
      })
  return found
}

test("the rule: no issue numbers, other numbers stay", () => {
  const sources = {
    "a.ts": `// the claim (issue 24: 8 ms)
      // see #28 and (#29)
      // Issues 13 and 14
      // order #1042, color #fff, 4 items, rules.md §4
      const x = "#12a"`,
  }
  assert.deepEqual(
    trackerReferences(Object.keys(sources), (f) => sources[f]).map(
      (l) => l.split(":")[1]
    ),
    ["1", "2", "3"]
  )
})

test("no source, SQL file or document cites an issue of a tracker", () => {
  const files = execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard"],
    { cwd: root, encoding: "utf8" }
  )
    .split("\n")
    .filter((f) => /\.(ts|tsx|js|mjs|cjs|sql|md)$/.test(f))
    .filter((f) => f !== "scripts/checks/no-tracker-references.test.mjs")
    // the SQL frozen with a released migration keeps the words it was written with
    .filter((f) => !/\/migrations\/sql\//.test(f))
    .filter((f) => fs.existsSync(path.join(root, f)))
  assert.ok(files.length > 100, "found the sources")
  const read = (f) => fs.readFileSync(path.join(root, f), "utf8")
  assert.deepEqual(trackerReferences(files, read), [])
})
