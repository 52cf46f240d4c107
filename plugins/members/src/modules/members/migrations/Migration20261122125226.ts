import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122125226 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "login_failure" ("id" text not null, "key" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "login_failure_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_login_failure_deleted_at" ON "login_failure" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_login_failure_key_created_at" ON "login_failure" ("key", "created_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_failure" cascade;`)
  }
}
