import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Loans (rules.md §6): a card on credit. At most one open loan (pending or passed)
 * per member; `repaid` grows with the USDT part of the member's bonuses (written
 * with the bonus records, keyed by activation) and never passes `owed`.
 */
export class Migration20261122153000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "reward_loan" (
      "id" text not null primary key,
      "member_id" text not null,
      "card" text not null check ("card" in ('standard','gold')),
      "status" text not null default 'pending'
        check ("status" in ('pending','rejected','passed','repaid')),
      "principal" numeric(38,8) null,
      "owed" numeric(38,8) null,
      "repaid" numeric(38,8) not null default 0 check ("repaid" >= 0),
      "activation_id" text null,
      "reason" text null,
      "reviewed_by" text null,
      "reviewed_at" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "reward_loan_not_overpaid" check ("owed" is null or "repaid" <= "owed")
    );`)
    this.addSql(
      `create unique index if not exists "IDX_reward_loan_open" on "reward_loan" ("member_id") where "status" in ('pending','passed');`
    )
    this.addSql(
      `create index if not exists "IDX_reward_loan_created" on "reward_loan" ("created_at" desc);`
    )
    this.addSql(
      `alter table "reward_activation" add column if not exists "loan_id" text null references "reward_loan" ("id");`
    )
    this.addSql(
      `alter table "reward_activation" add column if not exists "created_by" text null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "reward_activation" drop column if exists "loan_id";`
    )
    this.addSql(
      `alter table "reward_activation" drop column if exists "created_by";`
    )
    this.addSql(`drop table if exists "reward_loan" cascade;`)
  }
}
