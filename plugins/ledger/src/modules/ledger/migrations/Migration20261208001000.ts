import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The ledger reconciled with the chains (README, "Reconciliation"): a run per
 * reconciliation (at most one running, a partial unique index backing the
 * advisory lock its start takes) and the differences it found, each open until a
 * later run no longer finds it or staff resolve it. A chain's cursor keeps the
 * first block the watcher scanned: where reconciliation starts reading.
 */
export class Migration20261208001000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ledger_chain_cursor" add column if not exists "first_block" bigint null;`
    )
    // Cursors of a watcher that ran before: its first block is unknown; the
    // earliest log it stored is the best guess (reconciliation reads from there).
    this.addSql(`update "ledger_chain_cursor" c set "first_block" =
      (select min(d."block_number") from "ledger_chain_deposit" d where d."chain" = c."chain")
      where c."first_block" is null;`)

    this.addSql(`create table if not exists "ledger_chain_reconciliation" (
      "id" text not null primary key,
      "status" text not null check ("status" in ('running','done','failed')),
      "trigger" text not null check ("trigger" in ('schedule','staff')),
      "started_by" text null,
      "started_at" timestamptz not null default now(),
      "finished_at" timestamptz null,
      "chains" jsonb not null default '[]',
      "differences" integer not null default 0,
      "error" text null
    );`)
    this
      .addSql(`create unique index if not exists "IDX_ledger_chain_reconciliation_running"
      on "ledger_chain_reconciliation" ((true)) where "status" = 'running';`)
    this
      .addSql(`create index if not exists "IDX_ledger_chain_reconciliation_started"
      on "ledger_chain_reconciliation" ("started_at" desc);`)

    // chain_amount and ledger_amount are exact (a token's 18 decimals included);
    // difference = chain_amount - ledger_amount.
    this
      .addSql(`create table if not exists "ledger_chain_reconciliation_difference" (
      "id" text not null primary key,
      "run_id" text not null references "ledger_chain_reconciliation" ("id"),
      "chain" text not null check ("chain" in ('BEP20','POLYGON')),
      "kind" text not null check ("kind" in ('transfer_not_credited',
        'credit_without_transfer','amount_mismatch','hot_wallet_balance',
        'hot_wallet_unrecorded_transfer','payout_not_on_chain')),
      "address" text not null,
      "member_id" text null,
      "tx_hash" text null,
      "log_index" integer null,
      "block_number" bigint null,
      "recharge_id" text null,
      "chain_amount" numeric null,
      "ledger_amount" numeric null,
      "difference" numeric not null,
      "resolved_at" timestamptz null,
      "resolved_by" text null,
      "resolution" text null,
      "created_at" timestamptz not null default now()
    );`)
    this
      .addSql(`create index if not exists "IDX_ledger_chain_reconciliation_difference_run"
      on "ledger_chain_reconciliation_difference" ("run_id", "chain", "kind");`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop table if exists "ledger_chain_reconciliation_difference";`
    )
    this.addSql(`drop table if exists "ledger_chain_reconciliation";`)
    this.addSql(
      `alter table "ledger_chain_cursor" drop column if exists "first_block";`
    )
  }
}
