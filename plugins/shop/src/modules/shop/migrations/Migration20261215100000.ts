import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * `shop_order_facts` gains a third kind of row and a column:
 *
 * - `points_line`: a completed cart's points credit line (Medusa's `credit_line`,
 *   reference `points`). `id` is the cart's id, `amount` the points it stands
 *   for, `since` the cart's completion, and `entry_key` the key of the ledger
 *   entry that must have taken those points (`shop:points:<checkout id>`, from the
 *   checkout that completed the cart; null when no checkout did).
 *
 * Columns: `kind`, `id`, `amount`, `since`, `entry_key` (null for other kinds).
 */
export class Migration20261215100000 extends Migration {
  override async up(): Promise<void> {
    // resolved when it runs, like shop_orphan_orders(): Medusa's cart tables may
    // not exist yet (or at all, in the module's own tests)
    this.addSql(`create or replace function shop_points_lines()
      returns table (id text, points numeric, since timestamptz, entry_key text)
      language plpgsql stable as $f$
      begin
        return query
          select c.id::text,
                 coalesce(nullif(l.metadata->>'points', '')::numeric, 0),
                 c.completed_at::timestamptz,
                 (select 'shop:points:' || k.checkout_id
                    from (select s.checkout_id from "shop_order" s
                           where s.cart_id = c.id and s.deleted_at is null
                             and s.checkout_id is not null
                          union all
                          select x.id from "shop_checkout" x
                           where x.cart_id = c.id and x.deleted_at is null) k
                   limit 1)::text
            from "cart" c
            join "credit_line" l on l.cart_id = c.id
           where c.completed_at is not null and c.deleted_at is null
             and l.reference = 'points' and l.deleted_at is null;
      end $f$;`)
    this.addSql(`create or replace view "shop_order_facts" as
      select 'orphan_order'::text as kind, f.id, null::numeric as amount,
             f.since, null::text as entry_key
        from shop_orphan_orders() f
      union all
      select 'open_escrow'::text, 'USDT'::text,
             coalesce(sum(s.total), 0)::numeric, now(), null::text
        from "shop_order" s
       where s.currency = 'USDT' and s.deleted_at is null
         and s.status in ('pending_shipment', 'shipped')
      union all
      select 'points_line'::text, p.id, p.points, p.since, p.entry_key
        from shop_points_lines() p;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "shop_order_facts";`)
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
    this.addSql(`drop function if exists shop_points_lines();`)
  }
}
