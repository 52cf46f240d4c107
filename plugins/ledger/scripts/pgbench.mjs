// The anchor of `npm run bench:ledger`: pgbench's TPC-B (and its simple-update `-N`
// variant) on the same PostgreSQL server, in the same run, at the same concurrency, so
// the ledger's transfers/s can be read as a share of what this server does with
// comparable one-row-per-account transactions. pgbench ships with PostgreSQL's client
// tools, not with the embedded server: without it the anchor is skipped with a line.
import { spawnSync } from "node:child_process"
import pg from "pg"

const DATABASE = "uuc_bench_pgbench"
const which = (cmd) =>
  spawnSync("sh", ["-c", `command -v ${cmd}`], {
    encoding: "utf8",
  }).stdout.trim()

/** Answers `{ tpcb, simple }` (transactions/s) or null when pgbench is missing. */
export async function pgbenchAnchor({ serverUrl, concurrency, seconds = 20 }) {
  const bin = which("pgbench")
  if (!bin) {
    console.log(
      "pgbench: not on PATH (apt-get install postgresql-client): no anchor this run"
    )
    return null
  }
  const url = new URL(serverUrl)
  url.pathname = "/postgres"
  const postgresUrl = url.toString()
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`drop database if exists "${DATABASE}" with (force)`)
  await admin(`create database "${DATABASE}"`)
  url.pathname = `/${DATABASE}`
  const env = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username || "postgres"),
    PGPASSWORD: decodeURIComponent(url.password || ""),
    PGDATABASE: DATABASE,
  }
  const pgbench = (args) => {
    const r = spawnSync(bin, args, { env, encoding: "utf8" })
    if (r.status !== 0)
      throw new Error(`pgbench ${args.join(" ")}: ${r.stderr}`)
    return r.stdout
  }
  // scale ≥ clients, as pgbench's documentation asks, so branches do not serialize
  pgbench(["-i", "-q", "-s", String(concurrency)])
  const tps = (out) => Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN)
  const run = (extra) =>
    tps(
      pgbench([
        "-c",
        String(concurrency),
        "-j",
        "2",
        "-T",
        String(seconds),
        ...extra,
      ])
    )
  const tpcb = run([])
  const simple = run(["-N"])
  await admin(`drop database if exists "${DATABASE}" with (force)`)
  return { tpcb, simple }
}
