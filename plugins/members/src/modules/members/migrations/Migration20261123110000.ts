import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "impersonation_session" ("id" text not null, "member_id" text not null, "staff_user_id" text not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, "ended_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "impersonation_session_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_impersonation_session_deleted_at" ON "impersonation_session" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_impersonation_session_member_id_created_at" ON "impersonation_session" ("member_id", "created_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "impersonation_session" cascade;`)
  }
}
