import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261207151500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "notification_read" ("id" text not null, "notification_id" text not null, "receiver_id" text not null, "read_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "notification_read_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notification_read_notification_id_unique" ON "notification_read" ("notification_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_read_receiver_id" ON "notification_read" ("receiver_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_read_deleted_at" ON "notification_read" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_read" cascade;`)
  }
}
