import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The ledger. Money tables are plain SQL, not DML: NUMERIC(38,8) without the
 * raw-value companion column, and CHECK constraints the database enforces as the
 * backstop of the checks made under row locks. The UUC supply is minted here, once.
 */
export class Migration20261122130000 extends Migration {
  override async up(): Promise<void> {
    // Accounts with their cached balances. A member account (and the UUC reserve)
    // never goes below zero, nor below what pending entries reserved.
    this.addSql(`create table if not exists "ledger_account" (
      "address" text not null,
      "asset" text not null check ("asset" in ('USDT','USDT_HELD','UUC','UUC_POOL','POINTS')),
      "unit" text not null check ("unit" in ('USDT','UUC','POINTS')),
      "member_id" text null,
      "allow_negative" boolean not null default false,
      "balance" numeric(38,8) not null default 0,
      "pending_out" numeric(38,8) not null default 0 check ("pending_out" >= 0),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ledger_account_pkey" primary key ("address", "asset"),
      constraint "ledger_account_covered" check ("allow_negative" or "balance" >= "pending_out"),
      constraint "ledger_account_member_not_negative" check ("member_id" is null or (not "allow_negative" and "balance" >= 0))
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_account_member" ON "ledger_account" ("member_id") WHERE "member_id" IS NOT NULL;`
    )

    this.addSql(`create table if not exists "ledger_entry" (
      "id" text not null primary key,
      "key" text not null,
      "request_hash" text not null,
      "kind" text not null,
      "description_key" text not null,
      "params" jsonb not null default '{}',
      "source_type" text null,
      "source_id" text null,
      "status" text not null check ("status" in ('posted','pending','voided')),
      "created_at" timestamptz not null default now(),
      "posted_at" timestamptz null,
      "voided_at" timestamptz null
    );`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_entry_key" ON "ledger_entry" ("key");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_entry_source" ON "ledger_entry" ("source_type", "source_id");`
    )

    // Postings are immutable; `seq` orders them as they took effect (a pending
    // entry's postings get theirs when posted) and `balance_after` is the account's
    // running balance then.
    this.addSql(`create sequence if not exists "ledger_posting_seq";`)
    this.addSql(`create table if not exists "ledger_posting" (
      "id" bigint generated always as identity primary key,
      "entry_id" text not null references "ledger_entry" ("id"),
      "account" text not null,
      "asset" text not null,
      "unit" text not null,
      "amount" numeric(38,8) not null check ("amount" <> 0),
      "member_id" text null,
      "kind" text not null,
      "balance_after" numeric(38,8) null,
      "seq" bigint null,
      "created_at" timestamptz not null default now(),
      constraint "ledger_posting_account_fk" foreign key ("account", "asset") references "ledger_account" ("address", "asset")
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_posting_entry" ON "ledger_posting" ("entry_id");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_posting_member" ON "ledger_posting" ("member_id", "id" desc) WHERE "member_id" IS NOT NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_posting_account" ON "ledger_posting" ("account", "asset", "seq");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_posting_kind" ON "ledger_posting" ("kind", "id" desc);`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_posting_seq" ON "ledger_posting" ("seq") WHERE "seq" IS NOT NULL;`
    )

    this.addSql(`create table if not exists "ledger_idempotency" (
      "key" text not null primary key,
      "request_hash" text not null,
      "response" jsonb null,
      "created_at" timestamptz not null default now()
    );`)

    this.addSql(`create table if not exists "ledger_token_supply" (
      "asset" text not null primary key,
      "total" numeric(38,8) not null check ("total" > 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "minted_at" timestamptz not null default now()
    );`)
    this.addSql(`create table if not exists "ledger_token_price" (
      "id" text not null primary key,
      "price" numeric(38,8) not null check ("price" > 0),
      "set_by" text null,
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_token_price_created" ON "ledger_token_price" ("created_at" desc, "id" desc);`
    )

    this.addSql(`create table if not exists "ledger_recharge" (
      "id" text not null primary key,
      "member_id" text not null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "tx_hash" text not null,
      "to_address" text null,
      "status" text not null default 'pending' check ("status" in ('pending','confirmed','rejected')),
      "reason" text null,
      "reviewed_by" text null,
      "reviewed_at" timestamptz null,
      "entry_id" text null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`)
    // A TX hash is accepted once, ever (whatever became of the first report).
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_recharge_tx_hash" ON "ledger_recharge" (lower("tx_hash"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_recharge_member" ON "ledger_recharge" ("member_id", "created_at" desc);`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_recharge_status" ON "ledger_recharge" ("status", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_withdrawal" (
      "id" text not null primary key,
      "member_id" text not null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "fee" numeric(38,8) not null check ("fee" >= 0),
      "fee_rate" numeric(10,8) not null,
      "net" numeric(38,8) not null check ("net" > 0),
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "address" text not null,
      "day" date not null,
      "status" text not null default 'pending' check ("status" in ('pending','transferring','passed','rejected')),
      "payout_tx_hash" text null,
      "reason" text null,
      "reviewed_by" text null,
      "reviewed_at" timestamptz null,
      "hold_entry_id" text not null references "ledger_entry" ("id"),
      "settle_entry_id" text null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ledger_withdrawal_parts" check ("amount" = "fee" + "net"),
      constraint "ledger_withdrawal_paid" check (("status" = 'passed') = ("payout_tx_hash" is not null and "settle_entry_id" is not null))
    );`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_withdrawal_payout" ON "ledger_withdrawal" (lower("payout_tx_hash")) WHERE "payout_tx_hash" IS NOT NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_withdrawal_member_day" ON "ledger_withdrawal" ("member_id", "day");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_withdrawal_status" ON "ledger_withdrawal" ("status", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_transfer" (
      "id" text not null primary key,
      "from_member_id" text not null,
      "to_member_id" text not null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now(),
      check ("from_member_id" <> "to_member_id")
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_transfer_from" ON "ledger_transfer" ("from_member_id", "created_at" desc);`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_transfer_to" ON "ledger_transfer" ("to_member_id", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_exchange" (
      "id" text not null primary key,
      "member_id" text not null,
      "from_asset" text not null check ("from_asset" in ('USDT','UUC')),
      "to_asset" text not null check ("to_asset" in ('USDT','UUC') and "to_asset" <> "from_asset"),
      "amount_in" numeric(38,8) not null check ("amount_in" > 0),
      "amount_out" numeric(38,8) not null check ("amount_out" > 0),
      "price" numeric(38,8) not null check ("price" > 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_exchange_member" ON "ledger_exchange" ("member_id", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_burn" (
      "id" text not null primary key,
      "member_id" text not null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_burn_member" ON "ledger_burn" ("member_id", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_pool_move" (
      "id" text not null primary key,
      "member_id" text not null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_pool_move_member" ON "ledger_pool_move" ("member_id", "created_at" desc);`
    )

    this.addSql(`create table if not exists "ledger_adjustment" (
      "id" text not null primary key,
      "member_id" text not null,
      "asset" text not null check ("asset" in ('USDT','UUC','POINTS')),
      "direction" text not null check ("direction" in ('increase','reduce')),
      "amount" numeric(38,8) not null check ("amount" > 0),
      "reason" text not null,
      "staff_user_id" text not null,
      "balance_before" numeric(38,8) not null,
      "balance_after" numeric(38,8) not null check ("balance_after" >= 0),
      "entry_id" text not null references "ledger_entry" ("id"),
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_adjustment_member" ON "ledger_adjustment" ("member_id", "created_at" desc);`
    )

    // Configuration kept by staff (DML models).
    this.addSql(
      `create table if not exists "ledger_chain_address" ("id" text not null, "chain" text check ("chain" in ('BEP20', 'POLYGON')) not null, "address" text not null, "created_by" text null, "retired_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ledger_chain_address_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_chain_address_deleted_at" ON "ledger_chain_address" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_chain_address_chain_unique" ON "ledger_chain_address" ("chain") WHERE retired_at IS NULL AND deleted_at IS NULL;`
    )
    this.addSql(
      `create table if not exists "ledger_recharge_link" ("id" text not null, "title" text not null, "url" text not null, "sort_order" integer not null default 0, "enabled" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ledger_recharge_link_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_ledger_recharge_link_deleted_at" ON "ledger_recharge_link" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    // Genesis: the whole UUC supply, minted once into the reserve, and the initial
    // price (rules.md §1). Guarded so that a re-run adds nothing.
    this
      .addSql(`insert into "ledger_account" ("address", "asset", "unit", "member_id", "allow_negative") values
      ('world:uuc_issuance', 'UUC', 'UUC', null, true),
      ('platform:uuc_reserve', 'UUC', 'UUC', null, false)
      on conflict do nothing;`)
    this
      .addSql(`insert into "ledger_entry" ("id", "key", "request_hash", "kind", "description_key", "params", "status", "posted_at")
      values ('lent_genesis_uuc', 'genesis:uuc', 'genesis', 'mint', 'ledger.mint', '{"total":"100000000"}', 'posted', now())
      on conflict do nothing;`)
    this
      .addSql(`insert into "ledger_posting" ("entry_id", "account", "asset", "unit", "amount", "kind", "balance_after", "seq")
      select 'lent_genesis_uuc', v.account, 'UUC', 'UUC', v.amount, 'mint', v.amount, nextval('ledger_posting_seq')
        from (values ('world:uuc_issuance', -100000000::numeric), ('platform:uuc_reserve', 100000000::numeric)) as v(account, amount)
       where not exists (select 1 from "ledger_posting" where "entry_id" = 'lent_genesis_uuc');`)
    this.addSql(
      `update "ledger_account" set "balance" = -100000000 where "address" = 'world:uuc_issuance' and "asset" = 'UUC' and "balance" = 0;`
    )
    this.addSql(
      `update "ledger_account" set "balance" = 100000000 where "address" = 'platform:uuc_reserve' and "asset" = 'UUC' and "balance" = 0;`
    )
    this.addSql(
      `insert into "ledger_token_supply" ("asset", "total", "entry_id") values ('UUC', 100000000, 'lent_genesis_uuc') on conflict do nothing;`
    )
    this.addSql(
      `insert into "ledger_token_price" ("id", "price", "set_by") values ('ltp_initial', 0.01, 'system') on conflict do nothing;`
    )
  }

  override async down(): Promise<void> {
    for (const table of [
      "ledger_recharge_link",
      "ledger_chain_address",
      "ledger_adjustment",
      "ledger_pool_move",
      "ledger_burn",
      "ledger_exchange",
      "ledger_transfer",
      "ledger_withdrawal",
      "ledger_recharge",
      "ledger_token_price",
      "ledger_token_supply",
      "ledger_idempotency",
      "ledger_posting",
      "ledger_entry",
      "ledger_account",
    ])
      this.addSql(`drop table if exists "${table}" cascade;`)
    this.addSql(`drop sequence if exists "ledger_posting_seq";`)
  }
}
