import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Rounding (rules.md §1): an activation keeps the computed
 * total of its bonuses (Σ of their exact amounts, rounded down to 8 places) and
 * what rounding left over of it, posted to platform:rounding with its entry; the
 * bonus parts plus the rounding are the total exactly (ledger verify
 * `activation_rounding`). Rows written before carry no total (null: not checked).
 */
export class Migration20261123222710 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reward_activation"
      add column if not exists "bonus_total_usd" numeric(38,8) null,
      add column if not exists "rounding_usd" numeric(38,8) not null default 0
        check ("rounding_usd" >= 0);`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reward_activation"
      drop column if exists "bonus_total_usd",
      drop column if exists "rounding_usd";`)
  }
}
