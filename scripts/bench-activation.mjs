// `npm run bench:activation`: card activations per second and their latency at the
// service level (the workflow POST /store/cards/activate runs, no HTTP), in a
// generated network of BENCH_MEMBERS (default 1,000,000) and in a chain of
// BENCH_DEPTH (default 1,000). It works in a database of its own,
// BENCH_DATABASE (default uuc_bench_activation), on the platform's PostgreSQL
// (DATABASE_URL's server, DB_*, else the embedded one), created afresh each run
// (ledger rows left by earlier runs made later ones slower) and migrated with the
// app's migrations, and runs backend/src/scripts/bench-activation.ts inside the app
// (`medusa exec`).
//
// Then pgbench's TPC-B on the same server (the ledger bench's anchor), so that
// figures of different days can be told apart from the machine's speed.
//
// BENCH_TOPOLOGY=split runs the production topology: Redis (REDIS_URL, default
// 127.0.0.1:6379, a namespace of this run's) carries events, workflows and locks;
// the activations run in a `server`-mode process, the subscribers (the shop's
// card groups) in a `worker` process (`medusa start`, port BENCH_WORKER_PORT,
// default 9098), whose CPU per activation is printed beside. BENCH_BUILD=0 skips
// building the plugins first. The default, shared,
// is one process with the in-memory modules, subscribers included.
import crypto from "node:crypto"
import os from "node:os"
import path from "node:path"
import { pgbenchAnchor } from "../plugins/ledger/scripts/pgbench.mjs"
import { redisNamespace } from "./lib/bench.mjs"
import { buildAll } from "./lib/build.mjs"
import { backendDir } from "./lib/paths.mjs"
import { medusaEnv } from "./lib/platform.mjs"
import {
  dropDatabase,
  ensureDatabase,
  startPostgres,
  urlFor,
} from "./lib/postgres.mjs"
import { run, serve, stopChildren, waitForUrl } from "./lib/run.mjs"

const DATABASE = process.env.BENCH_DATABASE || "uuc_bench_activation"
const SPLIT = process.env.BENCH_TOPOLOGY === "split"
const WORKER_PORT = Number(process.env.BENCH_WORKER_PORT || 9098)
const redis = SPLIT ? redisNamespace("uuc-bench-activation") : undefined
const db = await startPostgres()
try {
  // BENCH_BUILD=0: the plugins as built (others may be building in this tree)
  if (process.env.BENCH_BUILD !== "0") await buildAll({ parts: ["plugins"] })
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
      redisUrl: redis?.url,
    }),
    LOG_LEVEL: "error",
    ...redis?.env,
    // each hold's and each activation's phases (rewards activation/timings.ts),
    // printed for the chain at concurrency 1
    UUC_ACTIVATION_TIMINGS: path.join(
      os.tmpdir(),
      `bench-activation-${process.pid}.jsonl`
    ),
  }
  await run("npx", ["medusa", "db:migrate", "--execute-all-links"], {
    cwd: backendDir,
    env,
    quiet: true,
  })
  if (SPLIT) {
    const worker = serve("worker", "npx", ["medusa", "start"], {
      cwd: backendDir,
      env: {
        ...env,
        MEDUSA_WORKER_MODE: "worker",
        PORT: String(WORKER_PORT),
        HOST: "127.0.0.1",
      },
    })
    await waitForUrl(`http://127.0.0.1:${WORKER_PORT}/health`, {
      exited: worker.exited,
    })
    env.BENCH_WORKER_PID = String(worker.child.pid)
  }
  // (medusa exec always runs in `server` mode: with Redis its events go to the worker)
  await run("npx", ["medusa", "exec", "./src/scripts/bench-activation.ts"], {
    cwd: backendDir,
    env,
  })
  // the machine's anchor, same server, same run: activations/s are absolute goals,
  // and this machine's speed varies from day to day (pgbench's TPC-B at c=16 gave
  // 4,300-5,000 tps in stop 35's runs, 1,350-1,520 in stop 36's)
  const anchor = await pgbenchAnchor({
    serverUrl: urlFor(db.server, "postgres"),
    concurrency: 16,
    seconds: 10,
  })
  if (anchor)
    console.log(
      `pgbench, same server, c=16: TPC-B ${anchor.tpcb.toFixed(0)} tps · -N ${anchor.simple.toFixed(0)} tps (the machine's speed this run) · load average ${os.loadavg()[0].toFixed(1)}`
    )
} finally {
  await stopChildren()
  await db.stop()
  await redis?.drop()
}
