import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Shop orders as bonus triggers (rules.md §4 merchant bonus and `triggers`): one
 * row per received order with its computed bonuses; bonus and clawback records
 * may come from an order instead of an activation.
 */
export class Migration20261122163000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "reward_order" (
      "id" text not null primary key,
      "member_id" text not null,
      "merchant_member_id" text null,
      "total" numeric(38,8) not null check ("total" > 0),
      "plan_version" integer not null,
      "price" numeric(38,8) not null check ("price" > 0),
      "status" text not null default 'pending' check ("status" in ('pending','received','cancelled')),
      "bonuses" jsonb not null default '[]',
      "entry_id" text null,
      "cancel" jsonb null,
      "created_at" timestamptz not null default now(),
      "cancelled_at" timestamptz null
    );`)
    this.addSql(
      `alter table "reward_bonus" add column if not exists "order_id" text null references "reward_order" ("id");`
    )
    this.addSql(
      `create unique index if not exists "IDX_reward_bonus_order_seq" on "reward_bonus" ("order_id", "seq") where "order_id" is not null;`
    )
    this.addSql(
      `alter table "reward_bonus" drop constraint if exists "reward_bonus_type_check";`
    )
    this.addSql(
      `alter table "reward_bonus" add constraint "reward_bonus_type_check" check ("type" in ('referral','layer','team','community','merchant','daily_top'));`
    )
    this.addSql(
      `alter table "reward_clawback" alter column "activation_id" drop not null;`
    )
    this.addSql(
      `alter table "reward_clawback" add column if not exists "order_id" text null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "reward_clawback" drop column if exists "order_id";`
    )
    this.addSql(`alter table "reward_bonus" drop column if exists "order_id";`)
    this.addSql(`drop table if exists "reward_order" cascade;`)
  }
}
