#!/usr/bin/env node
// `uuc-ledger-verify` (`npm run ledger:verify` in this repository): recomputes the
// ledger's invariants straight from PostgreSQL (the same checks as
// GET /admin/ledger/verify) and exits 1 when one fails. The database is DATABASE_URL
// and nothing else, so the script works the same in any app that installs the plugin.
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
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

if (!process.env.DATABASE_URL) {
  console.error("DATABASE_URL is not set: it names the app's database")
  process.exit(2)
}
const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
await client.connect()

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
}
