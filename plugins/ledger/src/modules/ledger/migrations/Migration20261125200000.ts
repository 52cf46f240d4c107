import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

// the functions there were when it was written; later ones have their own migrations
const FUNCTIONS = [
  "ledger_lock_accounts",
  "ledger_claim_idempotency",
  "ledger_post_entry",
  "ledger_guard_transition",
  "ledger_posting_guard",
  "ledger_entry_guard",
  "ledger_token_price_at",
] as const

/**
 * The ledger's functions now live in `src/modules/ledger/sql/*.sql` (the plugin
 * README says which invariant each enforces). This loads them with `create or
 * replace`: the same definitions the earlier migrations created, so nothing changes
 * in a database that ran them. A later change to a function edits its file and adds
 * a migration that loads it again.
 */
export class Migration20261125200000 extends Migration {
  override async up(): Promise<void> {
    for (const name of FUNCTIONS)
      this.addSql(readFrozenSql("Migration20261125200000", name))
  }

  override async down(): Promise<void> {
    // the earlier migrations' definitions are the same: nothing to undo
  }
}
