// Every module's migrations share Medusa's one migrations table, keyed by class
// name: two plugins with the same name would silently skip the second one.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { pluginsDir } from "../lib/paths.mjs"

test("migration names are unique across every plugin's modules", () => {
  const seen = new Map()
  for (const plugin of fs.readdirSync(pluginsDir)) {
    const modules = path.join(pluginsDir, plugin, "src", "modules")
    if (!fs.existsSync(modules)) continue
    for (const mod of fs.readdirSync(modules)) {
      const dir = path.join(modules, mod, "migrations")
      if (!fs.existsSync(dir)) continue
      for (const file of fs.readdirSync(dir)) {
        if (!/^Migration\d+\.ts$/.test(file)) continue
        const where = `${plugin}/${mod}`
        assert.ok(
          !seen.has(file),
          `${file} is in both ${seen.get(file)} and ${where}`
        )
        seen.set(file, where)
      }
    }
  }
  assert.ok(seen.size > 0)
})
