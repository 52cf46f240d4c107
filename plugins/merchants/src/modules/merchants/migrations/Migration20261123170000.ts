import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "merchant_application" ("id" text not null, "member_id" text not null, "description" text not null, "status" text check ("status" in ('pending', 'passed', 'rejected')) not null default 'pending', "reason" text null, "reviewed_by" text null, "reviewed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "merchant_application_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_merchant_application_deleted_at" ON "merchant_application" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_merchant_application_member_id_unique" ON "merchant_application" ("member_id") WHERE status = 'pending' AND deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_merchant_application_status_created_at" ON "merchant_application" ("status", "created_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "merchant" ("id" text not null, "member_id" text not null, "application_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "merchant_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_merchant_member_id_unique" ON "merchant" ("member_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_merchant_deleted_at" ON "merchant" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "merchant_application" cascade;`)
    this.addSql(`drop table if exists "merchant" cascade;`)
  }
}
