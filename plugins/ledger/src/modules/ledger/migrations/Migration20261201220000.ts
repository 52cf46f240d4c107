import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * activation throughput: `ledger_post_entries` writes a batch
 * set-based (`ledger_post_entries_set`) and keeps the earlier loop of
 * `ledger_post_entry` calls as `ledger_post_entries_each`, its fallback.
 */
export class Migration20261201220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(readFrozenSql("Migration20261201220000", "ledger_post_entries"))
  }

  override async down(): Promise<void> {
    // without the set-based function the batch's wrapper falls back on the loop
    // (ledger_post_entries catches the missing function): the earlier behaviour
    this.addSql("drop function if exists ledger_post_entries_set(jsonb);")
  }
}
