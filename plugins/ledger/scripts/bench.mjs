#!/usr/bin/env node
// `npm run bench:ledger`: 1,000 members, N UUC transfers between random members at
// concurrency C, first through the ledger module's service on a fresh database
// `uuc_bench_ledger` (dropped and recreated), then over HTTP against the built app
// (bench-http.mjs, its own database). Prints transfers per second, latency
// percentiles and the load average. DATABASE_URL names the server (its database is
// ignored), else the platform's embedded PostgreSQL. Needs the plugin built (and
// the backend for HTTP). BENCH_TRANSFERS (default 100000), BENCH_CONCURRENCY (16),
// BENCH_MEMBERS (1000), BENCH_HTTP_TRANSFERS (2000; 0 skips HTTP), BENCH_SERVERS (1:
// server processes for the HTTP part).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { performance } from "node:perf_hooks"
import pg from "pg"
import { pgbenchAnchor } from "./pgbench.mjs"

const here = path.dirname(fileURLToPath(import.meta.url))
const moduleDir = path.join(here, "..", ".medusa/server/src/modules/ledger")
if (!fs.existsSync(moduleDir)) {
  console.error("The ledger plugin is not built: npm run build -w @uuc/ledger")
  process.exit(2)
}
const TRANSFERS = Number(process.env.BENCH_TRANSFERS || 100_000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16)
const MEMBERS = Number(process.env.BENCH_MEMBERS || 1000)
const DATABASE = "uuc_bench_ledger"

let server = process.env.DATABASE_URL
let stop = async () => {}
if (!server) {
  const starter = path.join(here, "..", "..", "..", "scripts/lib/postgres.mjs")
  const { startPostgres, urlFor } = await import(pathToFileURL(starter).href)
  const db = await startPostgres({ log: () => {} })
  stop = db.stop
  server = urlFor(db.server, "postgres")
}
const url = new URL(server)
url.pathname = `/${DATABASE}`
const clientUrl = url.toString()
url.pathname = "/postgres"
const admin = new pg.Client({ connectionString: url.toString() })
await admin.connect()
await admin.query(`drop database if exists "${DATABASE}" with (force)`)
await admin.query(`create database "${DATABASE}"`)
await admin.end()

process.env.LOG_LEVEL ||= "error"
const { MedusaApp, MedusaAppMigrateUp } =
  await import("@medusajs/framework/modules-sdk")
const { ContainerRegistrationKeys, createPgConnection } =
  await import("@medusajs/framework/utils")
const logger = { ...console, info() {}, debug() {}, log() {}, warn() {} }
const connection = createPgConnection({
  clientUrl,
  pool: { min: 2, max: CONCURRENCY + 4 },
})
const options = {
  modulesConfig: { ledger: { resolve: moduleDir, options: {} } },
  sharedResourcesConfig: { database: { clientUrl } },
  injectedDependencies: {
    [ContainerRegistrationKeys.PG_CONNECTION]: connection,
    [ContainerRegistrationKeys.LOGGER]: logger,
  },
}
try {
  await MedusaAppMigrateUp(options)
  const app = await MedusaApp(options)
  const ledger = app.modules.ledger

  // Every member starts with 1,000 UUC from the reserve, 100 members per entry.
  for (let i = 0; i < MEMBERS; i += 100) {
    const n = Math.min(100, MEMBERS - i)
    await ledger.postEntry({
      key: `bench-fund-${i}`,
      kind: "bench_fund",
      description_key: "bench.fund",
      postings: [
        {
          account: "platform:uuc_reserve",
          asset: "UUC",
          amount: `-${n * 1000}`,
        },
        ...Array.from({ length: n }, (_, j) => ({
          account: `member:bench${i + j}:UUC`,
          asset: "UUC",
          amount: "1000",
        })),
      ],
    })
  }

  const loadBefore = os.loadavg()[0]
  const cpuBefore = process.cpuUsage()
  const latencies = new Float64Array(TRANSFERS)
  let next = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TRANSFERS) {
        const i = next++
        const from = Math.floor(Math.random() * MEMBERS)
        const to =
          (from + 1 + Math.floor(Math.random() * (MEMBERS - 1))) % MEMBERS
        const t = performance.now()
        try {
          await ledger.transferUuc({
            from_member_id: `bench${from}`,
            to_member_id: `bench${to}`,
            amount: "0.01",
          })
        } catch {
          failed++
        }
        latencies[i] = performance.now() - t
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const sorted = Array.from(latencies).sort((a, b) => a - b)
  const at = (q) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  const report = await ledger.verify()
  console.log(
    `ledger service: ${TRANSFERS} transfers, ${MEMBERS} members, concurrency ${CONCURRENCY}`
  )
  console.log(
    `  ${(TRANSFERS / seconds).toFixed(0)} transfers/s in ${seconds.toFixed(1)} s`
  )
  console.log(
    `  latency p50 ${at(0.5).toFixed(1)} ms · p95 ${at(0.95).toFixed(1)} ms · p99 ${at(0.99).toFixed(1)} ms · max ${sorted[sorted.length - 1].toFixed(1)} ms`
  )
  console.log(
    `  this process (Node: the service and the load) used ${((cpu.user + cpu.system) / 1000 / TRANSFERS).toFixed(2)} ms CPU per transfer`
  )
  console.log(
    `  refused ${failed} · ledger verify: ${report.ok ? "ok" : "FAILED"}` +
      ` · load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)`
  )
  if (!report.ok) process.exitCode = 1
  await app.onApplicationShutdown?.()
  await connection.destroy()
  const anchor = await pgbenchAnchor({
    serverUrl: server,
    concurrency: CONCURRENCY,
  })
  if (anchor) {
    const ours = TRANSFERS / seconds
    console.log(
      `pgbench, same server, c=${CONCURRENCY}: TPC-B ${anchor.tpcb.toFixed(0)} tps · -N ${anchor.simple.toFixed(0)} tps` +
        ` → ledger/TPC-B ${(ours / anchor.tpcb).toFixed(2)} · ledger/-N ${(ours / anchor.simple).toFixed(2)}` +
        ` · load average ${os.loadavg()[0].toFixed(1)}`
    )
  }
  const httpTransfers = Number(process.env.BENCH_HTTP_TRANSFERS ?? 2000)
  if (httpTransfers > 0) {
    const { benchHttp } = await import("./bench-http.mjs")
    await benchHttp({
      serverUrl: server,
      transfers: httpTransfers,
      concurrency: CONCURRENCY,
      members: MEMBERS,
    })
  }
} finally {
  await connection.destroy().catch(() => {})
  await stop()
}
