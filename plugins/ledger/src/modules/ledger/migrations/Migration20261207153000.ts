import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * One transfer, one credit (rules.md §5, "One key per transfer"). A recharge is
 * keyed by (chain, TX hash, log index), the key of the watcher's log rows: a
 * report's log is filled in when a watcher sees its transfer. A report also keeps
 * what the chain showed of it (the TX's sender and block time) for staff. A log
 * above the largest amount is listed as `too_large`, not `too_small`.
 */
export class Migration20261207153000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ledger_recharge" add column if not exists "tx_from" text null;`
    )
    this.addSql(
      `alter table "ledger_recharge" add column if not exists "block_time" timestamptz null;`
    )
    this.addSql(`drop index if exists "IDX_ledger_recharge_tx_log";`)
    this
      .addSql(`create unique index if not exists "IDX_ledger_recharge_chain_key"
      on "ledger_recharge" ("chain", lower("tx_hash"), coalesce("log_index", -1));`)
    this.addSql(`alter table "ledger_chain_deposit"
      drop constraint if exists "ledger_chain_deposit_status_check";`)
    this.addSql(`alter table "ledger_chain_deposit"
      add constraint "ledger_chain_deposit_status_check" check ("status" in
        ('seen','credited','dropped','wrong_token','unclaimed','too_small','too_large'));`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_ledger_recharge_chain_key";`)
    this.addSql(`create unique index if not exists "IDX_ledger_recharge_tx_log"
      on "ledger_recharge" (lower("tx_hash"), coalesce("log_index", -1));`)
    this.addSql(
      `alter table "ledger_recharge" drop column if exists "block_time";`
    )
    this.addSql(
      `alter table "ledger_recharge" drop column if exists "tx_from";`
    )
  }
}
