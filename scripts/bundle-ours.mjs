// A plugin's `prepack` / `postpack`: the plugin's tarball carries the unpublished
// @uuc/errors, @uuc/http and @uuc/data it depends on (`bundleDependencies`). npm
// bundles only from the package's own node_modules, and the workspace hoists them to
// the root's; links would not do (npm follows a bundled link's own dependencies to
// paths outside the package). So prepack copies each one into the plugin's
// node_modules (npm pack then takes the files each package publishes) and postpack
// removes the copies, leaving the workspace links in charge again.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const plugin = process.cwd()
const pkg = JSON.parse(
  fs.readFileSync(path.join(plugin, "package.json"), "utf8")
)
const clean = process.argv.includes("--clean")

for (const name of pkg.bundleDependencies ?? []) {
  const copy = path.join(plugin, "node_modules", name)
  fs.rmSync(copy, { recursive: true, force: true })
  if (clean) continue
  const source = fs.realpathSync(path.join(root, "node_modules", name))
  fs.cpSync(source, copy, {
    recursive: true,
    filter: (p) => !p.split(path.sep).includes("node_modules"),
  })
}
if (clean)
  for (const dir of [
    path.join(plugin, "node_modules", "@uuc"),
    path.join(plugin, "node_modules"),
  ])
    if (fs.existsSync(dir) && !fs.readdirSync(dir).length) fs.rmdirSync(dir)
