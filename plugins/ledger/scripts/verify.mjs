#!/usr/bin/env node
// `npm run ledger:verify`: recomputes the ledger's invariants straight from
// PostgreSQL (the same checks as GET /admin/ledger/verify) and exits 1 when one
// fails. The database is DATABASE_URL, else the platform's embedded PostgreSQL
// (started for the check when it isn't running). Needs the plugin built.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import pg from "pg"

const here = path.dirname(fileURLToPath(import.meta.url))
const built = path.join(
  here,
  "..",
  ".medusa/server/src/modules/ledger/lib/verify-checks.js"
)
if (!fs.existsSync(built)) {
  console.error("The ledger plugin is not built: npm run build -w @uuc/ledger")
  process.exit(2)
}
const { runChecks } = createRequire(import.meta.url)(built)

const EMBEDDED_URL = `postgres://postgres:postgres@localhost:${process.env.EMBEDDED_PG_PORT || 54329}/uuc`

async function connect(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

let stop = async () => {}
let client
try {
  client = await connect(process.env.DATABASE_URL || EMBEDDED_URL)
} catch (e) {
  const starter = path.join(here, "..", "..", "..", "scripts/lib/postgres.mjs")
  if (process.env.DATABASE_URL || !fs.existsSync(starter)) throw e
  const { startPostgres } = await import(pathToFileURL(starter).href)
  const db = await startPostgres({ log: () => {} })
  stop = db.stop
  client = await connect(EMBEDDED_URL)
}

try {
  // One snapshot for every check: concurrent writes can't make them disagree.
  await client.query("begin isolation level repeatable read read only")
  const report = await runChecks(async (sql) => (await client.query(sql)).rows)
  await client.query("commit")
  for (const c of report.checks)
    console.log(
      `${c.ok ? "✓" : "✗"} ${c.name} (${c.count} checked): ${c.detail}`
    )
  console.log(report.ok ? "ledger verified" : "LEDGER INVARIANT FAILED")
  process.exitCode = report.ok ? 0 : 1
} finally {
  await client.end()
  await stop()
}
