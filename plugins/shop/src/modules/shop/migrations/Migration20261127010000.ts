import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * One-use permits to complete a cart: the checkout writes one right
 * before Medusa's completion and the completion's validate hook takes it back, so
 * Medusa's own `POST /store/carts/:id/complete` completes nothing. Plain SQL, no
 * model: only the shop service's two statements read or write it.
 */
export class Migration20261127010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "shop_completion_permit" (
      "cart_id" text primary key,
      "nonce" text not null,
      "created_at" timestamptz not null default now()
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_completion_permit";`)
  }
}
