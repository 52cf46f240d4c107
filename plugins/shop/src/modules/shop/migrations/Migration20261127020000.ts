import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The shop's second read contract for the ledger's verify, beside
 * `shop_open_operations`:
 *
 * - `orphan_order`: a Medusa order (not a draft, not cancelled) without its shop
 *   order: completed past the checkout, or made by hand. `id` is the order's id,
 *   `since` its creation.
 * - `open_escrow`: what the open USDT orders (pending shipment or shipped) hold in
 *   `platform:shop_escrow`, one row; `amount` is their paid total.
 *
 * Columns: `kind`, `id`, `amount` (NUMERIC or null), `since`.
 */
export class Migration20261127020000 extends Migration {
  override async up(): Promise<void> {
    // The one place the shop reads Medusa's order table: which Medusa orders have
    // a shop order is the shop's own relation. A PL/pgSQL body is resolved when it
    // runs, not when it is created: this migration may run before Medusa's order
    // module has made its table (and without it, in the module's own tests).
    this.addSql(`create or replace function shop_orphan_orders()
      returns table (id text, since timestamptz) language plpgsql stable as $f$
      begin
        return query
          select o.id::text, o.created_at::timestamptz
            from "order" o
           where o.deleted_at is null and not o.is_draft_order
             and o.status::text <> 'canceled'
             and not exists (select 1 from "shop_order" s
                              where s.order_id = o.id and s.deleted_at is null);
      end $f$;`)
    this.addSql(`create or replace view "shop_order_facts" as
      select 'orphan_order'::text as kind, f.id, null::numeric as amount,
             f.since
        from shop_orphan_orders() f
      union all
      select 'open_escrow'::text, 'USDT'::text,
             coalesce(sum(s.total), 0)::numeric, now()
        from "shop_order" s
       where s.currency = 'USDT' and s.deleted_at is null
         and s.status in ('pending_shipment', 'shipped');`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "shop_order_facts";`)
    this.addSql(`drop function if exists shop_orphan_orders();`)
  }
}
