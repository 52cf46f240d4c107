import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

const FUNCTIONS = [
  "ledger_guard_transition",
  "ledger_lock_accounts",
  "ledger_post_entries",
  "ledger_post_entry",
] as const

/**
 * The migrations now install the copies frozen beside them (lib/sql-files.ts).
 * Before, each loaded the function files as they were on the day it ran, so a
 * database migrated before a function's later edits kept the older text (the
 * lock's one-statement path for new accounts; reworded comments). This installs
 * today's definition of each function edited since its last migration, the same on
 * every database however old.
 */
export class Migration20261207140000 extends Migration {
  override async up(): Promise<void> {
    for (const name of FUNCTIONS)
      this.addSql(readFrozenSql("Migration20261207140000", name))
  }

  override async down(): Promise<void> {
    // the same signatures and answers as before: nothing to undo
  }
}
