import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The shop's read contract for the ledger's verify (`no_stale_orders`):
 * the shop's work that is begun and not finished, one row each, never its tables
 * themselves, so they can change as long as the view keeps its columns.
 *
 * - `checkout`: a checkout claimed and still running (a finished one is `done`, a
 *   failed one drops its claim): points and holds may be taken without orders;
 * - `settlement`: a received order whose merchant settlement is still pending (the
 *   auto-receive job finishes it), or a cancelled order whose pending settlement
 *   was never cancelled.
 *
 * Columns: `kind` (`checkout` | `settlement`), `id` (the checkout's id, or the
 * order's Medusa id), `status` (the order's status for a settlement), `since`
 * (when the work began: the claim, the receipt, the cancellation).
 */
export class Migration20261215090100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace view "shop_open_operations" as
      select 'checkout'::text as kind, c.id, c.status, c.created_at as since
        from "shop_checkout" c
       where c.status = 'running' and c.deleted_at is null
      union all
      select 'settlement'::text, o.order_id, o.status,
             coalesce(case when o.status = 'received' then o.received_at
                           else o.cancelled_at end, o.updated_at)
        from "shop_order" o
       where o.settlement_status = 'pending'
         and o.status in ('received', 'cancelled') and o.deleted_at is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "shop_open_operations";`)
  }
}
