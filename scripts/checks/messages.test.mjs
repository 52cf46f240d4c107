// Error codes share one en-US message table (@uuc/errors, the last plugin loaded
// wins): a code defined twice must say the same thing everywhere.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { pluginsDir } from "../lib/paths.mjs"

function messageFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory())
      return e.name === "node_modules" || e.name.startsWith(".")
        ? []
        : messageFiles(p)
    return e.name === "messages.ts" ? [p] : []
  })
}

test("an error code has one en-US message across every plugin", () => {
  const seen = new Map()
  const clashes = []
  for (const file of messageFiles(pluginsDir)) {
    const text = fs.readFileSync(file, "utf8")
    // `code: "message",` or `code:\n    "message",`
    for (const [, code, message] of text.matchAll(
      /^\s+(\w+):\s*"((?:[^"\\]|\\.)*)",?$/gm
    )) {
      const where = path.relative(pluginsDir, file)
      const first = seen.get(code)
      if (!first) seen.set(code, { message, where })
      else if (first.message !== message)
        clashes.push(
          `${code}: "${message}" in ${where}, "${first.message}" in ${first.where}`
        )
    }
  }
  assert.deepEqual(clashes, [])
  assert.ok(seen.size > 20)
})
