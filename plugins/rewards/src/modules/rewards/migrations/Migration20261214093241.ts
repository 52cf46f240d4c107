import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Refund debt collection (rules.md §4 cooling-off, like §6 loan repayment): a
 * clawback's debt valued in USD (`debt_usd`: its USDT debt plus its UUC debt at
 * the price the bonus was paid at), and on each later bonus what it collected of
 * its earner's debt (`debt_collected_*`: not paid to the member). Outstanding =
 * Σ debt_usd − Σ debt_collected_usd of the bonuses still standing (settled or
 * waiting for settlement): a bonus eliminated or clawed back gives its collection
 * back to the debt.
 */
export class Migration20261214093241 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_clawback" add column if not exists "debt_usd" numeric(38,8) not null default 0 check ("debt_usd" >= 0);`
    )
    this.addSql(`update "reward_clawback" c
      set "debt_usd" = round(c.debt_usdt + (c.debt_uuc + c.debt_uuc_pool)
        * coalesce(a.price, o.price, 0), 8)
      from "reward_bonus" b
      left join "reward_activation" a on a.id = b.activation_id
      left join "reward_order" o on o.id = b.order_id
      where b.id = c.bonus_id and c.debt_usd = 0;`)
    this.addSql(`alter table "reward_bonus"
      add column if not exists "debt_collected_usd" numeric(38,8) not null default 0 check ("debt_collected_usd" >= 0),
      add column if not exists "debt_collected_usdt" numeric(38,8) not null default 0 check ("debt_collected_usdt" >= 0),
      add column if not exists "debt_collected_uuc" numeric(38,8) not null default 0 check ("debt_collected_uuc" >= 0),
      add column if not exists "debt_collected_uuc_pool" numeric(38,8) not null default 0 check ("debt_collected_uuc_pool" >= 0);`)
    this.addSql(
      `create index if not exists "IDX_reward_clawback_debt" on "reward_clawback" ("member_id") where "debt_usd" > 0;`
    )
    this.addSql(
      `create index if not exists "IDX_reward_bonus_debt_collected" on "reward_bonus" ("member_id") where "debt_collected_usd" > 0;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_reward_bonus_debt_collected";`)
    this.addSql(`drop index if exists "IDX_reward_clawback_debt";`)
    this.addSql(`alter table "reward_bonus"
      drop column if exists "debt_collected_usd", drop column if exists "debt_collected_usdt",
      drop column if exists "debt_collected_uuc", drop column if exists "debt_collected_uuc_pool";`)
    this.addSql(
      `alter table "reward_clawback" drop column if exists "debt_usd";`
    )
  }
}
