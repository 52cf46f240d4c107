import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * ledger throughput: `ledger_post_entry` and `ledger_lock_accounts` find
 * the touched accounts by primary key in their generic plans (a small
 * `ledger_account` made them scan it whole, six times an entry). The lock counts
 * and locks in two statements when every account exists, and creates and locks new
 * ones in address order with one INSERT … ON CONFLICT DO UPDATE … WHERE false
 * instead of two statements an account. Same signatures and answers.
 */
export class Migration20261201200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      readFrozenSql("Migration20261201200000", "ledger_lock_accounts")
    )
    this.addSql(readFrozenSql("Migration20261201200000", "ledger_post_entry"))
  }

  override async down(): Promise<void> {
    // the functions keep their answers: nothing to undo
  }
}
