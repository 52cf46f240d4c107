import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122133611 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "staff_profile" drop constraint if exists "staff_profile_username_unique";`
    )
    this.addSql(
      `alter table if exists "staff_profile" drop constraint if exists "staff_profile_user_id_unique";`
    )
    this.addSql(
      `create table if not exists "audit_entry" ("id" text not null, "actor_id" text not null, "action" text not null, "target_type" text check ("target_type" in ('member', 'staff')) not null, "target_id" text not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "audit_entry_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_audit_entry_deleted_at" ON "audit_entry" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_audit_entry_target_type_target_id_created_at" ON "audit_entry" ("target_type", "target_id", "created_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "staff_profile" ("id" text not null, "user_id" text not null, "username" text not null, "nickname" text null, "phone" text null, "secondary_password_hash" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "staff_profile_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_staff_profile_deleted_at" ON "staff_profile" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_staff_profile_user_id_unique" ON "staff_profile" ("user_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_staff_profile_username_unique" ON "staff_profile" ("username") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`)

    this.addSql(`drop table if exists "staff_profile" cascade;`)
  }
}
