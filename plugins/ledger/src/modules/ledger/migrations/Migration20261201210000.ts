import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readFrozenSql } from "../lib/sql-files"

/**
 * ledger throughput: `ledger_post_transfers`, a group of UUC transfers in
 * one statement, each settled on its own (the service's group commit).
 */
export class Migration20261201210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      readFrozenSql("Migration20261201210000", "ledger_post_transfers")
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop function if exists ledger_post_transfers(text[], text[], text[],
        jsonb[], text[], text[], text[], text[], text[], numeric[], text[],
        text[], jsonb[]);`
    )
  }
}
