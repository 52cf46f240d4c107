import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * `shop_product_search`: one row per product, the text a member's search is
 * matched against: the product's title and description in every language
 * (Medusa's own fields and the `title.<locale>` / `description.<locale>`
 * metadata keys) and its spec names, lower-cased and with accents taken off
 * (lib/search-text.ts folds them, so "café" finds "Café" without PostgreSQL's
 * `unaccent` extension). Ours, so the search never reads the product module's
 * tables; kept by the product hooks and subscriber, filled once for existing
 * goods by the `shop-search-text` migration script.
 */
export class Migration20261216090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "shop_product_search" (
      "product_id" text not null primary key,
      "text" text not null,
      "updated_at" timestamptz not null default now()
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_product_search";`)
  }
}
