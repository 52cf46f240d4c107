import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Daily top 10 (rules.md §4): the sponsor of each activation (the ranking counts
 * gold activations by sponsor), bonus records that come from a day rather than an
 * activation (`day`, `rank`), and one run row per day (the per-day idempotency).
 */
export class Migration20261122160500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_activation" add column if not exists "sponsor_id" text null;`
    )
    this.addSql(
      `create index if not exists "IDX_reward_activation_sponsor_day" on "reward_activation" ("created_at", "sponsor_id") where "card" = 'gold' and "status" = 'completed';`
    )
    this.addSql(
      `alter table "reward_bonus" alter column "activation_id" drop not null;`
    )
    this.addSql(
      `alter table "reward_bonus" alter column "source_member_id" drop not null;`
    )
    this.addSql(
      `alter table "reward_bonus" add column if not exists "day" date null;`
    )
    this.addSql(
      `alter table "reward_bonus" add column if not exists "rank" smallint null;`
    )
    this.addSql(
      `alter table "reward_bonus" drop constraint if exists "reward_bonus_type_check";`
    )
    this.addSql(
      `alter table "reward_bonus" add constraint "reward_bonus_type_check" check ("type" in ('referral','layer','team','community','daily_top'));`
    )
    this.addSql(
      `create unique index if not exists "IDX_reward_bonus_daily_top" on "reward_bonus" ("day", "rank") where "type" = 'daily_top';`
    )
    this.addSql(`create table if not exists "reward_daily_run" (
      "day" date not null primary key,
      "timezone" text not null,
      "plan_version" integer not null,
      "entry_id" text null,
      "standings" jsonb not null default '[]',
      "created_at" timestamptz not null default now()
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reward_daily_run" cascade;`)
    this.addSql(`drop index if exists "IDX_reward_bonus_daily_top";`)
    this.addSql(
      `alter table "reward_bonus" drop column if exists "day", drop column if exists "rank";`
    )
    this.addSql(
      `alter table "reward_activation" drop column if exists "sponsor_id";`
    )
  }
}
