// Released migrations never change: a database migrated when one was released and
// one migrated from scratch today must end the same. The manifest holds the SHA-256
// of every migration file (and the SQL copies frozen beside the ledger's, and the
// migration scripts); `npm run migrations:release` adds files not yet in it and
// never rewrites an entry.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { pluginsDir, root } from "./paths.mjs"

export const manifestFile = path.join(root, "data", "released-migrations.json")

/** Every migration file of every plugin, relative to the repository's root. */
export function migrationFiles() {
  const out = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.(ts|sql)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
        out.push(path.relative(root, full).split(path.sep).join("/"))
    }
  }
  for (const plugin of fs.readdirSync(pluginsDir)) {
    const src = path.join(pluginsDir, plugin, "src")
    const scripts = path.join(src, "migration-scripts")
    if (fs.existsSync(scripts)) walk(scripts)
    const modules = path.join(src, "modules")
    if (!fs.existsSync(modules)) continue
    for (const mod of fs.readdirSync(modules)) {
      const dir = path.join(modules, mod, "migrations")
      if (fs.existsSync(dir)) walk(dir)
    }
  }
  return out.sort()
}

/** A file's hash, line endings normalised so a checkout's settings change nothing. */
export function hashFile(rel) {
  const text = fs
    .readFileSync(path.join(root, rel), "utf8")
    .replace(/\r\n/g, "\n")
  return crypto.createHash("sha256").update(text).digest("hex")
}

export function readManifest() {
  return fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, "utf8"))
    : {}
}

/** What differs between the files and the manifest. */
export function compare(files, manifest, hash) {
  const changed = []
  const missing = []
  const unlisted = []
  for (const [file, sum] of Object.entries(manifest)) {
    if (!files.includes(file)) missing.push(file)
    else if (hash(file) !== sum) changed.push(file)
  }
  for (const file of files) if (!(file in manifest)) unlisted.push(file)
  return { changed, missing, unlisted }
}
