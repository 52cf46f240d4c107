import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { LEDGER_FUNCTIONS, readLedgerSql } from "../lib/sql-files"

/**
 * The ledger's functions now live in `src/modules/ledger/sql/*.sql` (the plugin
 * README says which invariant each enforces). This loads them with `create or
 * replace`: the same definitions the earlier migrations created, so nothing changes
 * in a database that ran them. A later change to a function edits its file and adds
 * a migration that loads it again.
 */
export class Migration20261125200000 extends Migration {
  override async up(): Promise<void> {
    for (const name of LEDGER_FUNCTIONS) this.addSql(readLedgerSql(name))
  }

  override async down(): Promise<void> {
    // the earlier migrations' definitions are the same: nothing to undo
  }
}
