import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Activations and bonus records. Money in NUMERIC(38,8), like the ledger; the
 * ledger holds the money itself, these rows say why it moved.
 */
export class Migration20261122151000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "reward_operation" (
      "id" text not null, "key" text not null, "kind" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null, constraint "reward_operation_pkey" primary key ("id"));`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_reward_operation_key_unique" ON "reward_operation" ("key") WHERE deleted_at IS NULL;`
    )
    this.addSql(`create table if not exists "reward_activation" (
      "id" text not null primary key,
      "member_id" text not null,
      "card" text not null check ("card" in ('standard','gold')),
      "kind" text not null check ("kind" in ('activation','upgrade')),
      "amount" numeric(38,8) not null check ("amount" > 0),
      "plan_version" integer not null,
      "price" numeric(38,8) not null check ("price" > 0),
      "status" text not null default 'pending' check ("status" in ('pending','completed')),
      "idempotency_key" text null,
      "request_hash" text null,
      "bonuses" jsonb not null default '[]',
      "entry_id" text null,
      "created_at" timestamptz not null default now(),
      "completed_at" timestamptz null
    );`)
    this.addSql(
      `create unique index if not exists "IDX_reward_activation_idempotency" on "reward_activation" ("member_id", "idempotency_key") where "idempotency_key" is not null;`
    )
    this.addSql(
      `create index if not exists "IDX_reward_activation_pending" on "reward_activation" ("created_at") where "status" = 'pending';`
    )
    this.addSql(
      `create index if not exists "IDX_reward_activation_member" on "reward_activation" ("member_id", "created_at");`
    )

    this.addSql(`create table if not exists "reward_bonus" (
      "id" text not null primary key,
      "activation_id" text not null references "reward_activation" ("id"),
      "seq" smallint not null,
      "type" text not null check ("type" in ('referral','layer','team','community')),
      "member_id" text not null,
      "username" text not null,
      "source_member_id" text not null,
      "rate" numeric not null,
      "amount_usd" numeric(38,8) not null check ("amount_usd" >= 0),
      "usdt" numeric(38,8) not null check ("usdt" >= 0),
      "repaid" numeric(38,8) not null default 0 check ("repaid" >= 0),
      "uuc" numeric(38,8) not null check ("uuc" >= 0),
      "uuc_pool" numeric(38,8) not null check ("uuc_pool" >= 0),
      "status" text not null check ("status" in ('settled','pending_elimination','eliminated')),
      "plan_version" integer not null,
      "description_key" text not null,
      "params" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      "settled_at" timestamptz null,
      constraint "reward_bonus_activation_seq" unique ("activation_id", "seq")
    );`)
    this.addSql(
      `create index if not exists "IDX_reward_bonus_member" on "reward_bonus" ("member_id", "created_at" desc);`
    )
    this.addSql(
      `create index if not exists "IDX_reward_bonus_created" on "reward_bonus" ("created_at" desc);`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reward_bonus" cascade;`)
    this.addSql(`drop table if exists "reward_activation" cascade;`)
    this.addSql(`drop table if exists "reward_operation" cascade;`)
  }
}
