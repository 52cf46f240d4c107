// `npm run bench:network`: the network plugin's benchmark on the platform's
// PostgreSQL (DATABASE_URL, DB_*, else the embedded one, started for the run).
// It works in a database of its own (uuc_bench) and prints its figures.
import { buildAll } from "./lib/build.mjs"
import { root } from "./lib/paths.mjs"
import { startPostgres, urlFor, ensureDatabase } from "./lib/postgres.mjs"
import { run, stopChildren } from "./lib/run.mjs"

const benches = { network: "@uuc/network" }
const which = process.argv[2]
if (!benches[which]) {
  console.error(
    `usage: node scripts/bench.mjs <${Object.keys(benches).join("|")}>`
  )
  process.exit(2)
}
const db = await startPostgres()
try {
  await buildAll({ parts: ["plugins"] })
  await ensureDatabase(db.server, "uuc_bench")
  await run("npm", ["run", `bench:${which}`, "-w", benches[which]], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: urlFor(db.server, "uuc_bench"),
      LOG_LEVEL: "error",
    },
  })
} finally {
  await stopChildren()
  await db.stop()
}
