import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Sortable prices of a product (/shop-list): the lowest base price of
 * its specifications and the lowest member price of each card, in USD, kept by the
 * member-price sync, so the list can filter and sort by the price a shopper pays
 * across all pages in SQL. Null until the sync has seen the product.
 */
export class Migration20261123224317 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "shop_product"
      add column if not exists "min_price" numeric null,
      add column if not exists "raw_min_price" jsonb null,
      add column if not exists "min_price_standard" numeric null,
      add column if not exists "raw_min_price_standard" jsonb null,
      add column if not exists "min_price_gold" numeric null,
      add column if not exists "raw_min_price_gold" jsonb null;`)
    for (const c of ["min_price", "min_price_standard", "min_price_gold"])
      this.addSql(
        `CREATE INDEX IF NOT EXISTS "IDX_shop_product_${c}" ON "shop_product" ("${c}") WHERE deleted_at IS NULL;`
      )
  }

  override async down(): Promise<void> {
    for (const c of ["min_price", "min_price_standard", "min_price_gold"])
      this.addSql(`drop index if exists "IDX_shop_product_${c}";`)
    this.addSql(`alter table if exists "shop_product"
      drop column if exists "min_price", drop column if exists "raw_min_price",
      drop column if exists "min_price_standard", drop column if exists "raw_min_price_standard",
      drop column if exists "min_price_gold", drop column if exists "raw_min_price_gold";`)
  }
}
