import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Withdrawals paid on chain: one payout per withdrawal (its id is the
 * key, so a payout is claimed once in PostgreSQL before anything is signed), the TX
 * staff recorded or the hot wallet signed, and what the chain said of it. Each hot
 * wallet's next nonce is kept here too, taken under its row lock.
 */
export class Migration20261127070000 extends Migration {
  override async up(): Promise<void> {
    // queued: the hot wallet is to send it; held: over a hot-wallet limit, staff
    // send it; sending: signed with its nonce, broadcast not yet accepted; sent: a
    // hot-wallet TX waiting for its confirmations; verifying: a TX staff recorded,
    // likewise; paid: verified, the withdrawal passed; refused: the recorded TX
    // is not this payout; failed: the hot-wallet TX reverted or was replaced.
    this.addSql(`create table if not exists "ledger_withdrawal_payout" (
      "withdrawal_id" text not null primary key references "ledger_withdrawal" ("id"),
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "mode" text not null check ("mode" in ('recorded','hot_wallet')),
      "status" text not null check ("status" in ('queued','held','sending','sent','verifying','paid','refused','failed')),
      "to_address" text not null,
      "token" text null,
      "raw_value" numeric(78,0) null,
      "amount" numeric(38,8) not null check ("amount" > 0),
      "tx_hash" text null,
      "from_address" text null,
      "nonce" bigint null,
      "raw_tx" text null,
      "code" text null,
      "reason" text null,
      "attempts" integer not null default 0,
      "day" date null,
      "requested_by" text not null,
      "checked_at" timestamptz null,
      -- one worker at a time moves a payout on (a lease, so a crash frees it)
      "lease_until" timestamptz null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "ledger_withdrawal_payout_signed" check (
        "status" not in ('sending','sent') or ("tx_hash" is not null and "raw_tx" is not null and "nonce" is not null))
    );`)
    this
      .addSql(`create unique index if not exists "IDX_ledger_withdrawal_payout_tx"
      on "ledger_withdrawal_payout" (lower("tx_hash")) where "tx_hash" is not null;`)
    this.addSql(`create index if not exists "IDX_ledger_withdrawal_payout_open"
      on "ledger_withdrawal_payout" ("chain", "status")
      where "status" in ('queued','sending','sent','verifying');`)
    // The daily limit is summed here, under the wallet's row lock.
    this.addSql(`create index if not exists "IDX_ledger_withdrawal_payout_day"
      on "ledger_withdrawal_payout" ("chain", "day") where "mode" = 'hot_wallet';`)
    this.addSql(`create table if not exists "ledger_hot_wallet" (
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "address" text not null,
      "next_nonce" bigint not null default 0,
      "updated_at" timestamptz not null default now(),
      primary key ("chain", "address")
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "ledger_hot_wallet";`)
    this.addSql(`drop table if exists "ledger_withdrawal_payout";`)
  }
}
