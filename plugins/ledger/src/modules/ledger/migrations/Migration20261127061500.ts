import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * `ledger_post_entries`: several keyed entries in order in one
 * statement, stopping at the first refused (the activations of one lock hold).
 * A fresh database gets it from 20261125200000 already (it loads every file);
 * this loads it where that one ran before it existed.
 */
export class Migration20261127061500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(readFrozenSql("Migration20261127061500", "ledger_post_entries"))
  }

  override async down(): Promise<void> {
    this.addSql("drop function if exists ledger_post_entries(jsonb);")
  }
}
