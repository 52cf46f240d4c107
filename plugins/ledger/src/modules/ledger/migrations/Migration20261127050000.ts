import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Deposits watched on chain: each member's deposit address derived from
 * the operator's extended public key, each chain's scan cursor, and every Transfer
 * log the watcher saw, credited at most once per (chain, TX hash, log index).
 */
export class Migration20261127050000 extends Migration {
  override async up(): Promise<void> {
    // One non-hardened child index per member and key; an address is one member's.
    this.addSql(
      `create sequence if not exists "ledger_deposit_index_seq" minvalue 0 start 0;`
    )
    this.addSql(`create table if not exists "ledger_deposit_address" (
      "member_id" text not null,
      "xpub_id" text not null,
      "child_index" integer not null check ("child_index" >= 0),
      "address" text not null,
      "created_at" timestamptz not null default now(),
      primary key ("member_id", "xpub_id"),
      constraint "ledger_deposit_address_index" unique ("xpub_id", "child_index")
    );`)
    this
      .addSql(`create unique index if not exists "IDX_ledger_deposit_address_address"
      on "ledger_deposit_address" (lower("address"));`)

    this.addSql(`create table if not exists "ledger_chain_cursor" (
      "chain" text not null primary key check ("chain" in ('BEP20','POLYGON')),
      "last_block" bigint null,
      "scanned_to" bigint null,
      "head_block" bigint null,
      "scanned_at" timestamptz null,
      "error" text null,
      "error_at" timestamptz null,
      "errors" integer not null default 0,
      "updated_at" timestamptz not null default now()
    );`)

    // seen: waiting for confirmations; credited: a confirmed recharge; dropped: gone
    // in a reorg; the rest credit nothing and are listed for staff.
    this.addSql(`create table if not exists "ledger_chain_deposit" (
      "id" text not null primary key,
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "tx_hash" text not null,
      "log_index" integer not null,
      "block_number" bigint not null,
      "block_hash" text not null,
      "token" text not null,
      "from_address" text not null,
      "to_address" text not null,
      "raw_value" numeric(78,0) not null,
      "amount" numeric(38,8) null,
      "member_id" text null,
      "status" text not null check ("status" in ('seen','credited','dropped','wrong_token','unclaimed','too_small')),
      "recharge_id" text null references "ledger_recharge" ("id"),
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ledger_chain_deposit_log" unique ("chain", "tx_hash", "log_index"),
      constraint "ledger_chain_deposit_credited" check (("status" = 'credited') = ("recharge_id" is not null))
    );`)
    this.addSql(`create index if not exists "IDX_ledger_chain_deposit_status"
      on "ledger_chain_deposit" ("status", "created_at" desc);`)

    // A TX may carry several transfers to members: the watcher's recharges are
    // one per log; a member's report (no log index) still takes its hash once.
    this.addSql(
      `alter table "ledger_recharge" add column if not exists "log_index" integer null;`
    )
    this.addSql(`drop index if exists "IDX_ledger_recharge_tx_hash";`)
    this.addSql(`create unique index if not exists "IDX_ledger_recharge_tx_log"
      on "ledger_recharge" (lower("tx_hash"), coalesce("log_index", -1));`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_ledger_recharge_tx_log";`)
    this.addSql(`create unique index if not exists "IDX_ledger_recharge_tx_hash"
      on "ledger_recharge" (lower("tx_hash"));`)
    this.addSql(
      `alter table "ledger_recharge" drop column if exists "log_index";`
    )
    this.addSql(`drop table if exists "ledger_chain_deposit";`)
    this.addSql(`drop table if exists "ledger_chain_cursor";`)
    this.addSql(`drop table if exists "ledger_deposit_address";`)
    this.addSql(`drop sequence if exists "ledger_deposit_index_seq";`)
  }
}
