import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Refunds within the cooling-off period (rules.md §4): the activation keeps the
 * computed refund (so a crash after its ledger entry is finished as computed) and
 * becomes `refunded`; a settled bonus becomes `clawed_back` with a clawback row
 * saying what was taken back and what the earner no longer held (the debt).
 */
export class Migration20261122161000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_activation" drop constraint if exists "reward_activation_status_check";`
    )
    this.addSql(
      `alter table "reward_activation" add constraint "reward_activation_status_check" check ("status" in ('pending','completed','refunded'));`
    )
    this.addSql(`alter table "reward_activation"
      add column if not exists "refund" jsonb null,
      add column if not exists "refund_entry_id" text null,
      add column if not exists "refunded_at" timestamptz null;`)
    this.addSql(
      `alter table "reward_bonus" drop constraint if exists "reward_bonus_status_check";`
    )
    this.addSql(
      `alter table "reward_bonus" add constraint "reward_bonus_status_check" check ("status" in ('settled','pending_elimination','eliminated','clawed_back'));`
    )
    this.addSql(`create table if not exists "reward_clawback" (
      "id" text not null primary key,
      "bonus_id" text not null unique references "reward_bonus" ("id"),
      "activation_id" text not null references "reward_activation" ("id"),
      "member_id" text not null,
      "usdt" numeric(38,8) not null check ("usdt" >= 0),
      "uuc" numeric(38,8) not null check ("uuc" >= 0),
      "uuc_pool" numeric(38,8) not null check ("uuc_pool" >= 0),
      "debt_usdt" numeric(38,8) not null check ("debt_usdt" >= 0),
      "debt_uuc" numeric(38,8) not null check ("debt_uuc" >= 0),
      "debt_uuc_pool" numeric(38,8) not null check ("debt_uuc_pool" >= 0),
      "plan_version" integer not null,
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `create index if not exists "IDX_reward_clawback_member" on "reward_clawback" ("member_id", "created_at" desc);`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reward_clawback" cascade;`)
    this.addSql(`alter table "reward_activation"
      drop column if exists "refund", drop column if exists "refund_entry_id",
      drop column if exists "refunded_at";`)
  }
}
