import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122114608 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "notice" drop constraint if exists "notice_seed_key_unique";`
    )
    this.addSql(
      `alter table if exists "guide_entry" drop constraint if exists "guide_entry_key_unique";`
    )
    this.addSql(
      `create table if not exists "guide_entry" ("id" text not null, "key" text not null, "position" integer not null, "translations" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "guide_entry_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_guide_entry_key_unique" ON "guide_entry" ("key") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_guide_entry_deleted_at" ON "guide_entry" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_guide_entry_position" ON "guide_entry" ("position") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "notice" ("id" text not null, "translations" jsonb not null, "search_text" text not null default '', "published" boolean not null default false, "published_at" timestamptz null, "pinned" boolean not null default false, "created_by" text null, "seed_key" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "notice_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notice_deleted_at" ON "notice" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notice_seed_key_unique" ON "notice" ("seed_key") WHERE seed_key IS NOT NULL AND deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notice_published_pinned_published_at" ON "notice" ("published", "pinned", "published_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "guide_entry" cascade;`)

    this.addSql(`drop table if exists "notice" cascade;`)
  }
}
