import fs from "node:fs"
import path from "node:path"

/**
 * The ledger's PL/pgSQL functions. `src/modules/ledger/sql/<name>.sql` is each
 * one's current definition, to read; what a database runs is what its migrations
 * installed: each migration loads the copy frozen beside it when it was written,
 * `migrations/sql/<Migration>/<name>.sql`, so a migration does the same on a
 * database migrated today as on one migrated when it was released. Changing a
 * function is a new migration with a new copy (the repository's ledger-sql check
 * holds the current file equal to its latest copy, and the migrations manifest
 * keeps released copies unchanged).
 */
export const LEDGER_FUNCTIONS = [
  "ledger_lock_accounts",
  "ledger_claim_idempotency",
  "ledger_post_entry",
  "ledger_guard_transition",
  "ledger_posting_guard",
  "ledger_entry_guard",
  "ledger_token_price_at",
  "ledger_post_entries",
  "ledger_post_transfers",
] as const

export type LedgerFunction = (typeof LEDGER_FUNCTIONS)[number]

/**
 * The text of `src/modules/ledger/<rel>`. The build compiles TypeScript only, so
 * the files stay in `src` (the package ships them): this walks up from here (the
 * source, or its build in `.medusa/server`) to the plugin's folder.
 */
function readPluginFile(rel: string) {
  const file = path.join("src", "modules", "ledger", rel)
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const found = path.join(dir, file)
    if (fs.existsSync(found)) return fs.readFileSync(found, "utf8")
    if (path.dirname(dir) === dir)
      throw new Error(`ledger SQL file not found: ${file}`)
  }
}

/** The definition of `name` that `migration` installs, as frozen beside it. */
export function readFrozenSql(migration: string, name: LedgerFunction) {
  return readPluginFile(
    path.join("migrations", "sql", migration, `${name}.sql`)
  )
}
