import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Each member's recipient lookups (the wallet checks a transfer's recipient before
 * the secondary password), counted over the last minute in PostgreSQL so that the
 * limit holds across server processes.
 */
export class Migration20261127040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "ledger_recipient_lookup" (
      "member_id" text not null,
      "at" timestamptz not null default now()
    );`)
    this.addSql(`create index if not exists "IDX_ledger_recipient_lookup"
      on "ledger_recipient_lookup" ("member_id", "at");`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ledger_recipient_lookup";`)
  }
}
