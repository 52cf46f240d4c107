import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * ledger throughput: `ledger_post_entry` and `ledger_lock_accounts` run
 * their statements with generic plans (PostgreSQL re-planned them on every call)
 * and a transfer's row is a static insert. Same behaviour, same signatures.
 */
export class Migration20261127090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(readFrozenSql("Migration20261127090000", "ledger_post_entry"))
    this.addSql(
      readFrozenSql("Migration20261127090000", "ledger_lock_accounts")
    )
  }

  override async down(): Promise<void> {
    // the functions keep their behaviour: nothing to undo
  }
}
