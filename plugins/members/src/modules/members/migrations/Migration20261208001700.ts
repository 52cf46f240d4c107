import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Members' authenticator codes (TOTP, RFC 6238): one row per member holding the
 * secret encrypted (AES-256-GCM, lib/totp-crypto.ts), when it was confirmed (null:
 * enrolment not finished) and the last time step a code was accepted at (a code
 * is good once); and the one-time recovery codes, hashed.
 */
export class Migration20261208001700 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "member_totp" (
      "member_id" text primary key,
      "secret_enc" text not null,
      "enabled_at" timestamptz null,
      "last_step" bigint null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`)
    this.addSql(`create table if not exists "member_recovery_code" (
      "id" text primary key,
      "member_id" text not null,
      "code_hash" text not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`)
    this
      .addSql(`create unique index if not exists "IDX_member_recovery_code_hash"
      on "member_recovery_code" ("member_id", "code_hash");`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_recovery_code";`)
    this.addSql(`drop table if exists "member_totp";`)
  }
}
