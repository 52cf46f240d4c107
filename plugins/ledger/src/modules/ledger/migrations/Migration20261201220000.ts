import { Migration } from "@medusajs/framework/mikro-orm/migrations"
import { readLedgerSql } from "../lib/sql-files"

/**
 * Issue 24 (activation throughput): `ledger_post_entries` writes a batch
 * set-based (`ledger_post_entries_set`) and keeps the earlier loop of
 * `ledger_post_entry` calls as `ledger_post_entries_each`, its fallback.
 */
export class Migration20261201220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(readLedgerSql("ledger_post_entries"))
  }

  override async down(): Promise<void> {
    // the loop alone again, under the batch's name
    this.addSql(
      `create or replace function ledger_post_entries(p_entries jsonb)
       returns table (o_index int, o_id text, o_replayed boolean,
         o_error_code text, o_error_message text, o_error_detail text)
       language sql as $$ select * from ledger_post_entries_each(p_entries) $$;
       drop function if exists ledger_post_entries_set(jsonb);`
    )
  }
}
