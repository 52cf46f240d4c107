import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261122123857 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "member" drop constraint if exists "member_customer_id_unique";`
    )
    this.addSql(
      `alter table if exists "member" drop constraint if exists "member_username_unique";`
    )
    this.addSql(
      `create table if not exists "captcha" ("id" text not null, "answer_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "captcha_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_captcha_deleted_at" ON "captcha" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "member" ("id" text not null, "username" text not null, "nickname" text null, "phone" text null, "sponsor_id" text null, "customer_id" text not null, "password_hash" text not null, "secondary_password_hash" text not null, "security_question" text not null, "security_answer_hash" text not null, "wallet_address" text null, "avatar_url" text null, "status" text check ("status" in ('normal', 'frozen')) not null default 'normal', "password_changed_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "member_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_member_deleted_at" ON "member" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_member_username_unique" ON "member" ("username") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_member_customer_id_unique" ON "member" ("customer_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_member_sponsor_id" ON "member" ("sponsor_id") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "captcha" cascade;`)

    this.addSql(`drop table if exists "member" cascade;`)
  }
}
