// A plugin's `prepack`: npm bundles `bundleDependencies` only from the package's own
// node_modules, and the workspace hoists @uuc/errors, @uuc/http and @uuc/data to the
// root's. This links each bundled package into the plugin's node_modules (a link to
// the same folder, so builds and tests resolve the same files), and `npm pack` then
// copies its published files into the tarball: the plugin installs without them
// being published.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const plugin = process.cwd()
const pkg = JSON.parse(
  fs.readFileSync(path.join(plugin, "package.json"), "utf8")
)

for (const name of pkg.bundleDependencies ?? []) {
  const target = fs.realpathSync(path.join(root, "node_modules", name))
  const link = path.join(plugin, "node_modules", name)
  fs.mkdirSync(path.dirname(link), { recursive: true })
  const current = fs.existsSync(link) ? fs.realpathSync(link) : null
  if (current === target) continue
  fs.rmSync(link, { recursive: true, force: true })
  fs.symlinkSync(path.relative(path.dirname(link), target), link)
}
