import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Proven payout wallets (rules.md §5, "Proven wallets"): when the member's wallet
 * was proven by a signature of its key and when it last changed, and the one-time
 * challenges the member signs (a nonce each, with an expiry; used once, right or
 * wrong).
 */
export class Migration20261207150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "member" add column if not exists "wallet_verified_at" timestamptz null;`
    )
    this.addSql(
      `alter table if exists "member" add column if not exists "wallet_changed_at" timestamptz null;`
    )
    this.addSql(`create index if not exists "IDX_member_wallet_address_lower"
      on "member" (lower("wallet_address")) where "wallet_address" is not null;`)
    this.addSql(`create table if not exists "member_wallet_challenge" (
      "id" text primary key,
      "member_id" text not null,
      "message" text not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(`create index if not exists "IDX_member_wallet_challenge_member"
      on "member_wallet_challenge" ("member_id", "created_at" desc);`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_wallet_challenge";`)
    this.addSql(`drop index if exists "IDX_member_wallet_address_lower";`)
    this.addSql(
      `alter table if exists "member" drop column if exists "wallet_changed_at";`
    )
    this.addSql(
      `alter table if exists "member" drop column if exists "wallet_verified_at";`
    )
  }
}
