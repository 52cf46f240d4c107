import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Rounding of order-triggered and merchant bonuses (rules.md §1), as for activations (Migration20261123222710): a received order keeps the
 * computed total of its bonuses and what rounding left over of it, posted to
 * platform:rounding by its entry `order:<id>:bonuses` (ledger verify
 * `order_rounding`). Orders received before carry no total (null: not checked).
 */
export class Migration20261124024500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reward_order"
      add column if not exists "bonus_total_usd" numeric(38,8) null,
      add column if not exists "rounding_usd" numeric(38,8) not null default 0
        check ("rounding_usd" >= 0);`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reward_order"
      drop column if exists "bonus_total_usd",
      drop column if exists "rounding_usd";`)
  }
}
