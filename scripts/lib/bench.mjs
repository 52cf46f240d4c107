// What the shop's benchmarks share (bench-shop.mjs and its profiling aid
// bench-shop-split.mjs): the platform's environment and percentiles.
import fs from "node:fs"
import pg from "pg"
import { medusaEnv } from "./platform.mjs"
import { urlFor } from "./postgres.mjs"
import { throwawaySecrets } from "./secrets.mjs"

/**
 * The environment of a benchmark's own platform on `database`: fresh secrets (a
 * bench staff admin and root member), the API on `port`, errors only.
 */
export function benchEnv({ server, database, port, redisUrl }) {
  return {
    ...medusaEnv({
      server,
      database,
      secrets: throwawaySecrets("bench"),
      apiPort: port,
      storePort: port - 1000,
      redisUrl,
    }),
    LOG_LEVEL: "error",
  }
}

/**
 * A run's own namespace in Redis (REDIS_URL, else the usual local one), for a bench
 * that runs more than one Medusa process: they must share the event bus, workflow
 * engine, cache and locks through Redis as the production topology does (with the
 * in-memory modules each process locks only itself, and a second server process
 * was seen spinning on a lock the other held). `env` goes into every process's
 * environment; `drop()` deletes the run's keys at the end.
 */
export function redisNamespace(name) {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379"
  const namespace = `${name}-${process.pid}`
  return {
    url,
    env: { REDIS_URL: url, REDIS_NAMESPACE: namespace },
    async drop() {
      const { default: Redis } = await import("ioredis")
      const redis = new Redis(url)
      try {
        for await (const keys of redis.scanStream({ match: `*${namespace}-*` }))
          if (keys.length) await redis.del(...keys)
      } finally {
        redis.disconnect()
      }
    },
  }
}

/** The p-th percentile of `xs` (nearest rank). */
export const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}

const TICKS = 100 // Linux's clock ticks per second (USER_HZ)

/** CPU ms used so far by process `pid` and its descendants (Linux /proc; 0 elsewhere). */
export function treeCpuMs(pid) {
  let ms = 0
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    ms += ((Number(f[11]) + Number(f[12])) * 1000) / TICKS
    for (const t of fs.readdirSync(`/proc/${pid}/task`))
      for (const c of fs
        .readFileSync(`/proc/${pid}/task/${t}/children`, "utf8")
        .split(" ")
        .filter(Boolean))
        ms += treeCpuMs(Number(c))
  } catch {
    // ended, or not Linux
  }
  return ms
}

/**
 * CPU ms used so far by the PostgreSQL backends connected to `database` on
 * `server` (when it runs on this machine; 0 otherwise): what a bench's requests
 * cost the database, beside the server's own CPU.
 */
export async function backendsCpuMs(server, database) {
  const client = new pg.Client({ connectionString: urlFor(server, database) })
  await client.connect()
  try {
    const { rows } = await client.query(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()"
    )
    return rows.reduce((s, r) => s + treeCpuMs(r.pid), 0)
  } finally {
    await client.end()
  }
}
