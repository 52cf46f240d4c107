import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The member's payout/sender wallet at the time of a recharge report: staff compare
 * it with the TX's sender before confirming, so nobody claims another's deposit by
 * reporting its hash first (recharge front-running).
 */
export class Migration20261123110100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "ledger_recharge" add column if not exists "from_address" text null;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table if exists "ledger_recharge" drop column if exists "from_address";`
    )
  }
}
