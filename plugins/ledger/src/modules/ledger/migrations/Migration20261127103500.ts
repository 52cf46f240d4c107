import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A withdrawal stuck in `transferring` whose payout can no longer land (none was
 * sent, or its TX was refused or failed on chain) may be rejected by staff (issue
 * 26): the transition is allowed here and the ledger decides when (mayReject, with
 * the withdrawal's and the payout's rows locked). A payout not sent yet is then
 * `cancelled`, out of the watcher's and the hot wallet's reach.
 */
export class Migration20261127103500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "ledger_state_transition" values
      ('withdrawal', 'transferring', 'rejected') on conflict do nothing;`)
    this.addSql(`alter table "ledger_withdrawal_payout"
      drop constraint if exists "ledger_withdrawal_payout_status_check";`)
    this.addSql(`alter table "ledger_withdrawal_payout"
      add constraint "ledger_withdrawal_payout_status_check" check ("status" in
        ('queued','held','sending','sent','verifying','paid','refused','failed','cancelled'));`)
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "ledger_state_transition"
      where machine = 'withdrawal' and from_status = 'transferring'
        and to_status = 'rejected';`)
    this.addSql(`alter table "ledger_withdrawal_payout"
      drop constraint if exists "ledger_withdrawal_payout_status_check";`)
    this.addSql(`alter table "ledger_withdrawal_payout"
      add constraint "ledger_withdrawal_payout_status_check" check ("status" in
        ('queued','held','sending','sent','verifying','paid','refused','failed'));`)
  }
}
