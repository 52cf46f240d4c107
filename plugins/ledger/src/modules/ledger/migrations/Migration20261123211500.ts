import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The ledger's read contract for the UUC price: other modules ask
 * `ledger_token_price_at(t)` for the price in force at `t` (null before the first
 * one) instead of reading `ledger_token_price` themselves.
 */
export class Migration20261123211500 extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create or replace function ledger_token_price_at(at timestamptz)
      returns numeric(38,8) language sql stable as $$
        select price from ledger_token_price where created_at <= at
         order by created_at desc, id desc limit 1
      $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists ledger_token_price_at(timestamptz);`)
  }
}
