// Adds the migrations not yet in data/released-migrations.json to it (a new
// migration is released with the commit that lists it). An entry already there is
// never rewritten: a released migration that must do something else is a new one.
import fs from "node:fs"
import {
  hashFile,
  manifestFile,
  migrationFiles,
  readManifest,
} from "./lib/released-migrations.mjs"

const manifest = readManifest()
const added = migrationFiles().filter((f) => !(f in manifest))
for (const file of added) manifest[file] = hashFile(file)
const sorted = Object.fromEntries(
  Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : 1))
)
fs.writeFileSync(manifestFile, JSON.stringify(sorted, null, 2) + "\n")
console.log(
  added.length
    ? `released ${added.length} migration file(s):\n  ${added.join("\n  ")}`
    : "every migration file is listed already"
)
