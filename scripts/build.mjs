// `npm run build`: builds what changed (plugins, the Medusa server and admin, the
// storefront); `--force` rebuilds everything.
import { buildAll } from "./lib/build.mjs"

await buildAll({ force: process.argv.includes("--force") })
