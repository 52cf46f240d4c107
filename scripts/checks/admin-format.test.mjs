// The admin formats dates, numbers and country names in one place:
// @uuc/admin-kit/format, which turns the dashboard's language key ("zhCN",
// "ptBR") into the BCP 47 tag Intl wants. A plugin's admin code that calls
// toLocale*String or Intl itself with the raw key crashes the zh-CN dashboard
// ("Invalid language tag: zhCN"), so plugin admin code calls neither.
import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { root } from "../lib/paths.mjs"

const RAW = /\.toLocale(?:Date|Time)?String\s*\(|\bIntl\s*\./g

/** `file:line: text` of each raw locale call in the given admin sources. */
export function rawLocaleCalls(files, read) {
  const found = []
  for (const file of files)
    read(file)
      .split("\n")
      .forEach((line, i) => {
        if (line.match(RAW)) found.push(`${file}:${i + 1}: ${line.trim()}`)
      })
  return found
}

test("the rule: toLocale*String and Intl are the admin kit's", () => {
  const sources = {
    "plugins/a/src/admin/x.tsx": `const a = new Date(v).toLocaleString(i18n.language)
      const b = d.toLocaleDateString(lng)
      const c = d.toLocaleTimeString()
      const e = new Intl.NumberFormat(lng).format(1)
      const f = formatTime(v, i18n.language)
      const g = formatNumber(v, i18n.language, { style: "percent" })`,
  }
  assert.deepEqual(
    rawLocaleCalls(Object.keys(sources), (f) => sources[f]).map(
      (l) => l.split(":")[1]
    ),
    ["1", "2", "3", "4"]
  )
})

test("no plugin admin file formats with toLocale*String or Intl itself", () => {
  const files = execFileSync("git", ["ls-files", "plugins"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => /^plugins\/[^/]+\/src\/admin\/.*\.(ts|tsx)$/.test(f))
    .filter((f) => !f.includes("/__tests__/"))
    .filter((f) => fs.existsSync(path.join(root, f)))
  assert.ok(files.length > 0)
  assert.deepEqual(
    rawLocaleCalls(files, (f) => fs.readFileSync(path.join(root, f), "utf8")),
    [],
    "format with @uuc/admin-kit/format (formatTime, formatDate, formatClock, formatNumber, formatMoney, formatAmount, formatCountry)"
  )
})
