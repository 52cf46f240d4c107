import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The UUC price a `daily_top` record was paid at (the price in force when its day
 * was run): the top 10 is paid straight in UUC, and the income disclosure values
 * it in USD at this price. Records of other types take theirs from their
 * activation or order.
 */
export class Migration20261214093117 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "reward_bonus" add column if not exists "price" numeric(38,8) null check ("price" is null or "price" > 0);`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reward_bonus" drop column if exists "price";`)
  }
}
