import fs from "node:fs"
import path from "node:path"

/** The ledger's PL/pgSQL functions, one `.sql` file each in `src/modules/ledger/sql`. */
export const LEDGER_FUNCTIONS = [
  "ledger_lock_accounts",
  "ledger_claim_idempotency",
  "ledger_post_entry",
  "ledger_guard_transition",
  "ledger_posting_guard",
  "ledger_entry_guard",
  "ledger_token_price_at",
  // added later, loaded by its own migrations (20261127061500, 20261201220000) too
  "ledger_post_entries",
  // loaded by its own migration (20261201210000)
  "ledger_post_transfers",
] as const

/**
 * The text of `src/modules/ledger/sql/<name>.sql`. The build compiles TypeScript
 * only, so the files stay in `src` (the package ships them): this walks up from
 * here (the source, or its build in `.medusa/server`) to the plugin's folder.
 */
export function readLedgerSql(name: (typeof LEDGER_FUNCTIONS)[number]) {
  const rel = path.join("src", "modules", "ledger", "sql", `${name}.sql`)
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, rel)
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8")
    if (path.dirname(dir) === dir)
      throw new Error(`ledger SQL file not found: ${rel}`)
  }
}
