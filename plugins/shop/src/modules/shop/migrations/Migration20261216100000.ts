import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The shop's money read contracts for the ledger's verify (docs/rules.md §7,
 * "What verify checks"), beside `shop_order_facts`:
 *
 * `shop_order_money`: one row per shop order (one Medusa order per seller part
 * of a checkout). Columns: `order_id`, `checkout_id`, `merchant_id`,
 * `merchant_member_id`, `currency` (USDT | UUC), `status`, `settlement_status`,
 * `paid` (what the part charged, after its points), `points` (the points the
 * checkout charged for the part), `member_price_total`, `token_price`,
 * `settlement_amount`, `commission`, and from the Medusa order as committed (its
 * current version): `goods` (Σ unit price × quantity), `shipping` (Σ its shipping
 * methods' amounts), `credit_amount` and `credit_points` (its points credit
 * lines' USD amount and points).
 *
 * `shop_payment_money`: one row per capture and per refund Medusa recorded on a
 * wallet payment (`pp_wallet_*`). Columns: `kind` (capture | refund), `id` (the
 * capture's or refund's id), `payment_id`, `session_id` (the ledger's source id
 * of the payment's entries), `asset` (USDT | UUC), `amount`, `entry_key` (the
 * ledger entry that must have moved it: a USDT capture `shop:capture:<capture
 * id>`, a UUC payment's capture its payment itself `shop:hold:<session id>`, a
 * refund `shop:refund:<refund id>`), `order_id` (null for a payment of no
 * order), `since` (when Medusa recorded it).
 */
export class Migration20261216100000 extends Migration {
  override async up(): Promise<void> {
    // PL/pgSQL bodies resolve Medusa's tables when they run (as
    // shop_orphan_orders()): they may not exist yet when this migration runs
    this.addSql(`create or replace function shop_order_money_rows()
      returns table (order_id text, checkout_id text, merchant_id text,
        merchant_member_id text, currency text, status text,
        settlement_status text, paid numeric, points numeric,
        member_price_total numeric, token_price numeric,
        settlement_amount numeric, commission numeric, goods numeric,
        shipping numeric, credit_amount numeric, credit_points numeric)
      language plpgsql stable as $f$
      begin
        return query
          select s.order_id::text, s.checkout_id::text, s.merchant_id::text,
                 s.merchant_member_id::text, s.currency::text, s.status::text,
                 s.settlement_status::text, s.total::numeric, s.points::numeric,
                 s.member_price_total::numeric, s.token_price::numeric,
                 s.settlement_amount::numeric, s.commission::numeric,
                 coalesce((select sum(coalesce(i.unit_price, li.unit_price)
                                      * i.quantity)
                             from "order_item" i
                             join "order_line_item" li on li.id = i.item_id
                            where i.order_id = o.id and i.version = o.version
                              and i.deleted_at is null
                              and li.deleted_at is null), 0)::numeric,
                 coalesce((select sum(m.amount)
                             from "order_shipping" x
                             join "order_shipping_method" m
                               on m.id = x.shipping_method_id
                            where x.order_id = o.id and x.version = o.version
                              and x.deleted_at is null
                              and m.deleted_at is null), 0)::numeric,
                 coalesce((select sum(l.amount) from "order_credit_line" l
                            where l.order_id = o.id and l.version = o.version
                              and l.reference = 'points'
                              and l.deleted_at is null), 0)::numeric,
                 coalesce((select sum(coalesce(nullif(l.metadata->>'points', '')
                                               ::numeric, 0))
                             from "order_credit_line" l
                            where l.order_id = o.id and l.version = o.version
                              and l.reference = 'points'
                              and l.deleted_at is null), 0)::numeric
            from "shop_order" s
            join "order" o on o.id = s.order_id
           where s.deleted_at is null;
      end $f$;`)
    this.addSql(`create or replace function shop_payment_money_rows()
      returns table (kind text, id text, payment_id text, session_id text,
        asset text, amount numeric, entry_key text, order_id text,
        since timestamptz)
      language plpgsql stable as $f$
      begin
        return query
          with pay as (
            select p.id, p.data->>'session_id' as session_id,
                   coalesce(p.data->>'asset', 'USDT') as asset,
                   (select opc.order_id from "order_payment_collection" opc
                     where opc.payment_collection_id = p.payment_collection_id
                       and opc.deleted_at is null
                     limit 1) as order_id
              from "payment" p
             where p.provider_id like 'pp_wallet%' and p.deleted_at is null
          )
          select 'capture'::text, c.id::text, pay.id::text,
                 pay.session_id::text, pay.asset::text, c.amount::numeric,
                 (case when pay.asset = 'UUC'
                       then 'shop:hold:' || pay.session_id
                       else 'shop:capture:' || c.id end)::text,
                 pay.order_id::text, c.created_at::timestamptz
            from "capture" c join pay on pay.id = c.payment_id
           where c.deleted_at is null
          union all
          select 'refund'::text, r.id::text, pay.id::text,
                 pay.session_id::text, pay.asset::text, r.amount::numeric,
                 ('shop:refund:' || r.id)::text, pay.order_id::text,
                 r.created_at::timestamptz
            from "refund" r join pay on pay.id = r.payment_id
           where r.deleted_at is null;
      end $f$;`)
    this.addSql(`create or replace view "shop_order_money" as
      select * from shop_order_money_rows();`)
    this.addSql(`create or replace view "shop_payment_money" as
      select * from shop_payment_money_rows();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "shop_payment_money";`)
    this.addSql(`drop view if exists "shop_order_money";`)
    this.addSql(`drop function if exists shop_payment_money_rows();`)
    this.addSql(`drop function if exists shop_order_money_rows();`)
  }
}
