import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A staff goods change's audit data, kept from the route until the product
 * workflow's hook writes our fields: the hook then consumes it and writes the
 * audit row in the same transaction. Rows live for the length of one
 * request; one left by a change that failed before its hook is dropped by the
 * route that opened it.
 */
export class Migration20261123215959 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "shop_audit_intent" (
      "id" text not null primary key,
      "actor_id" text not null,
      "action" text not null,
      "before" jsonb null,
      "requested" jsonb null,
      "created_at" timestamptz not null default now()
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_audit_intent";`)
  }
}
