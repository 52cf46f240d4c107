import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readLedgerSql } from "../lib/sql-files"

/**
 * Issue 24 (ledger throughput): `ledger_post_entry` and `ledger_lock_accounts` find
 * the touched accounts by primary key in their generic plans (a small
 * `ledger_account` made them scan it whole, five times an entry), and the lock
 * takes one read and one locking read instead of four statements. Same signatures
 * and answers.
 */
export class Migration20261201200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(readLedgerSql("ledger_lock_accounts"))
    this.addSql(readLedgerSql("ledger_post_entry"))
  }

  override async down(): Promise<void> {
    // the functions keep their answers: nothing to undo
  }
}
