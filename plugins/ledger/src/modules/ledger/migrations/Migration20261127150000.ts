import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * `ledger_lock_accounts` takes every lock in address order, new accounts'
 * too (each created if missing and locked in turn when some are new), so first
 * uses crossing no longer deadlock; `ledger_post_entry` calls it instead of keeping
 * its own copy of the locking. Same signatures and answers.
 */
export class Migration20261127150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      readFrozenSql("Migration20261127150000", "ledger_lock_accounts")
    )
    this.addSql(readFrozenSql("Migration20261127150000", "ledger_post_entry"))
  }

  override async down(): Promise<void> {
    // the function keeps its answers: nothing to undo
  }
}
