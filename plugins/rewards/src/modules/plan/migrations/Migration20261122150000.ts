import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Plan versions (the PlanVersion model); version 1 is inserted on first read. */
export class Migration20261122150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "plan_version" (
      "id" text not null, "version" integer not null check ("version" >= 1),
      "document" jsonb not null, "created_by" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null,
      constraint "plan_version_pkey" primary key ("id"));`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_plan_version_version_unique" ON "plan_version" ("version") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_plan_version_deleted_at" ON "plan_version" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "plan_version" cascade;`)
  }
}
