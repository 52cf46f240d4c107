#!/usr/bin/env node
// `npm run ledger:verify`: the ledger plugin's check (it reads only DATABASE_URL) on
// the platform's database: DATABASE_URL or DB_*, else the embedded PostgreSQL, started
// for the check when `npm start` isn't running it.
import { spawnSync } from "node:child_process"
import path from "node:path"
import pg from "pg"
import { pluginsDir } from "./lib/paths.mjs"
import { startPostgres, urlFor } from "./lib/postgres.mjs"

const EMBEDDED_URL = `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT || 54329}/uuc`

async function reachable(url) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

let url = process.env.DATABASE_URL
let stop = async () => {}
if (!url) {
  if (!process.env.DB_HOST && (await reachable(EMBEDDED_URL)))
    url = EMBEDDED_URL
  else {
    const db = await startPostgres({ log: () => {} })
    stop = db.stop
    url = urlFor(db.server)
  }
}
let status = 1
try {
  const run = spawnSync(
    process.execPath,
    [path.join(pluginsDir, "ledger/scripts/verify.mjs")],
    { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } }
  )
  status = run.status ?? 1
} finally {
  await stop()
}
process.exit(status)
