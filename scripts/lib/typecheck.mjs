// The type check of everything no build checks: the plugins' admin extensions (Vite
// strips their types), the storefront (the same), the backend's HTTP tests and
// scripts, and each plugin's server code as a whole (its tests included). Run after
// the plugin builds: the plugins' public entries resolve to their built .d.ts files.
import fs from "node:fs"
import path from "node:path"
import { pluginNames } from "./build.mjs"
import { backendDir, pluginsDir, root } from "./paths.mjs"
import { pool, run } from "./run.mjs"

/** The TypeScript projects to check, as tsconfig paths. */
export function typeProjects() {
  const projects = [
    path.join(backendDir, "tsconfig.json"),
    path.join(root, "storefront", "tsconfig.json"),
  ]
  for (const name of pluginNames()) {
    const dir = path.join(pluginsDir, name)
    projects.push(path.join(dir, "tsconfig.json"))
    const admin = path.join(dir, "src", "admin", "tsconfig.json")
    if (fs.existsSync(admin)) projects.push(admin)
  }
  return projects
}

/** Checks each project; throws naming the ones that fail, after checking all. */
export async function typecheck({ log = console.log } = {}) {
  const failed = []
  // two at a time: tsc is one core each
  await pool(typeProjects(), 2, async (project) => {
    const name = path.relative(root, project)
    const started = Date.now()
    try {
      await run("npx", ["tsc", "--noEmit", "-p", project], { cwd: root })
      log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    } catch {
      failed.push(name)
      log(`✗ ${name}`)
    }
  })
  if (failed.length) throw new Error(`type errors in ${failed.join(", ")}`)
}
