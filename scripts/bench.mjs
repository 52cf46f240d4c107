// `npm run bench:network`: a database of its own (uuc_bench), migrated, then the
// benchmark script inside the Medusa app so that it times the real service.
import { medusaEnv } from "./lib/platform.mjs"
import { backendDir } from "./lib/paths.mjs"
import { ensureDatabase, startPostgres } from "./lib/postgres.mjs"
import { run, stopChildren } from "./lib/run.mjs"
import { loadSecrets } from "./lib/secrets.mjs"
import { buildAll } from "./lib/build.mjs"

const which = process.argv[2]
const scripts = { network: "./src/scripts/bench-network.ts" }
if (!scripts[which]) {
  console.error(
    `usage: node scripts/bench.mjs <${Object.keys(scripts).join("|")}>`
  )
  process.exit(2)
}
const db = await startPostgres()
try {
  const database = "uuc_bench"
  const env = {
    ...medusaEnv({
      server: db.server,
      database,
      secrets: loadSecrets(),
      apiPort: 9000,
      storePort: 8000,
    }),
    LOG_LEVEL: "error",
  }
  await buildAll({ parts: ["plugins"] })
  await ensureDatabase(db.server, database)
  await run("npx", ["medusa", "db:migrate"], {
    cwd: backendDir,
    env,
    quiet: true,
  })
  await run("npx", ["medusa", "exec", scripts[which]], { cwd: backendDir, env })
} finally {
  await stopChildren()
  await db.stop()
}
