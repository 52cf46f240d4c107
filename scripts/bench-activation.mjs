// `npm run bench:activation`: card activations per second and their latency at the
// service level (the workflow POST /store/cards/activate runs, no HTTP), in a
// generated network of BENCH_MEMBERS (default 1,000,000) and in a chain of
// BENCH_DEPTH (default 1,000). It works in a database of its own,
// uuc_bench_activation, on the platform's PostgreSQL (DATABASE_URL's server, DB_*,
// else the embedded one), created afresh each run (ledger rows left by earlier runs
// made later ones slower) and migrated with the app's migrations, and runs
// backend/src/scripts/bench-activation.ts inside the app (`medusa exec`).
import crypto from "node:crypto"
import { buildAll } from "./lib/build.mjs"
import { backendDir } from "./lib/paths.mjs"
import { medusaEnv } from "./lib/platform.mjs"
import { dropDatabase, ensureDatabase, startPostgres } from "./lib/postgres.mjs"
import { run, stopChildren } from "./lib/run.mjs"

const DATABASE = "uuc_bench_activation"
const db = await startPostgres()
try {
  await buildAll({ parts: ["plugins"] })
  await dropDatabase(db.server, DATABASE)
  await ensureDatabase(db.server, DATABASE)
  const env = {
    ...medusaEnv({
      server: db.server,
      database: DATABASE,
      secrets: {
        JWT_SECRET: crypto.randomBytes(24).toString("base64url"),
        COOKIE_SECRET: crypto.randomBytes(24).toString("base64url"),
      },
      apiPort: 9099,
      storePort: 8099,
    }),
    LOG_LEVEL: "error",
  }
  await run("npx", ["medusa", "db:migrate"], {
    cwd: backendDir,
    env,
    quiet: true,
  })
  await run("npx", ["medusa", "exec", "./src/scripts/bench-activation.ts"], {
    cwd: backendDir,
    env,
  })
} finally {
  await stopChildren()
  await db.stop()
}
