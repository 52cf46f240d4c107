// Builds what changed since the last build: each plugin (medusa plugin:build), the
// Medusa app with its admin dashboard (medusa build) and the storefront (vite build).
// A fingerprint of every source file's path, size and mtime decides what is stale.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import {
  backendDir,
  dataDir,
  pluginsDir,
  root,
  storefrontDir,
} from "./paths.mjs"
import { run } from "./run.mjs"

const SKIP = new Set(["node_modules", ".medusa", "dist", ".cache", "coverage"])
const stampsFile = path.join(dataDir, "build-stamps.json")

function fingerprint(dirs) {
  const hash = crypto.createHash("sha1")
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name)) continue
      const p = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(p)
      else {
        const s = fs.statSync(p)
        hash.update(`${p}:${s.size}:${s.mtimeMs}\n`)
      }
    }
  }
  dirs.forEach(walk)
  return hash.digest("hex")
}

/** The plugins, each after the plugins it depends on (a build reads their types). */
export function pluginNames() {
  if (!fs.existsSync(pluginsDir)) return []
  const names = fs
    .readdirSync(pluginsDir)
    .filter((n) => fs.existsSync(path.join(pluginsDir, n, "package.json")))
    .sort()
  const depsOf = (name) => {
    const pkg = JSON.parse(
      fs.readFileSync(path.join(pluginsDir, name, "package.json"), "utf8")
    )
    const all = {
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.peerDependencies,
    }
    return Object.keys(all)
      .filter((d) => d.startsWith("@uuc/"))
      .map((d) => d.slice(5))
      .filter((d) => names.includes(d))
  }
  const ordered = []
  const visit = (name, trail = []) => {
    if (ordered.includes(name)) return
    if (trail.includes(name))
      throw new Error(
        `plugin dependency cycle: ${[...trail, name].join(" → ")}`
      )
    for (const dep of depsOf(name)) visit(dep, [...trail, name])
    ordered.push(name)
  }
  names.forEach((n) => visit(n))
  return ordered
}

/** Builds the stale parts; `force` rebuilds all; `only` limits to the named parts. */
export async function buildAll({
  force = false,
  log = console.log,
  parts,
} = {}) {
  const stamps = fs.existsSync(stampsFile)
    ? JSON.parse(fs.readFileSync(stampsFile, "utf8"))
    : {}
  const save = () => {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(stampsFile, JSON.stringify(stamps, null, 2))
  }
  const data = path.join(root, "data")
  // the workspace packages (admin kit, errors, http) are bundled into or loaded by
  // each plugin's build, so a change to one of them makes every plugin stale
  const packages = path.join(root, "packages")
  const plugins = pluginNames().map((n) => path.join(pluginsDir, n))
  const steps = [
    ...plugins.map((dir) => ({
      name: `plugin ${path.basename(dir)}`,
      part: "plugins",
      inputs: [dir, data, packages],
      output: path.join(dir, ".medusa", "server"),
      cmd: ["npx", ["medusa", "plugin:build"], dir],
    })),
    {
      name: "backend (Medusa server and admin dashboard)",
      part: "backend",
      inputs: [backendDir, data, ...plugins],
      output: path.join(backendDir, ".medusa", "server"),
      cmd: ["npx", ["medusa", "build"], backendDir],
    },
    {
      name: "storefront",
      part: "storefront",
      inputs: [storefrontDir, data],
      output: path.join(storefrontDir, "dist"),
      cmd: ["npm", ["run", "build"], storefrontDir],
    },
  ].filter((s) => !parts || parts.includes(s.part))

  for (const step of steps) {
    const print = fingerprint(step.inputs)
    if (!force && stamps[step.name] === print && fs.existsSync(step.output)) {
      log(`✓ ${step.name} is up to date`)
      continue
    }
    const started = Date.now()
    log(`… building ${step.name}`)
    const [cmd, args, cwd] = step.cmd
    await run(cmd, args, { cwd, quiet: true })
    stamps[step.name] = print
    save()
    log(
      `✓ built ${step.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`
    )
  }
}
