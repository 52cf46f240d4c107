import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Split checkout and merchant settlement: an order's checkout group,
 * the merchant's member, the token price of a UUC checkout and the settlement.
 * The states of an order and of its settlement are ONE table of allowed moves,
 * enforced by a trigger (SQLSTATE UL423), as the ledger does for withdrawals.
 * The moves back to the previous status are the compensations of a shipment,
 * receipt or cancellation whose Medusa workflow failed after the claim; a
 * settled order can never leave `received`.
 */
const SHOP_TRANSITIONS: Record<string, [string, string][]> = {
  order: [
    ["pending_shipment", "shipped"],
    ["pending_shipment", "cancelled"],
    ["shipped", "received"],
    ["shipped", "pending_shipment"],
    ["received", "shipped"],
    ["cancelled", "pending_shipment"],
  ],
  settlement: [
    ["pending", "settled"],
    ["pending", "cancelled"],
  ],
}

export class Migration20261123190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "shop_order"
      add column if not exists "checkout_id" text null,
      add column if not exists "merchant_member_id" text null,
      add column if not exists "token_price" numeric null,
      add column if not exists "raw_token_price" jsonb null,
      add column if not exists "settlement_status" text not null default 'none',
      add column if not exists "settlement_amount" numeric null,
      add column if not exists "raw_settlement_amount" jsonb null,
      add column if not exists "commission" numeric null,
      add column if not exists "raw_commission" jsonb null,
      add column if not exists "settled_at" timestamptz null;`)
    this.addSql(
      `alter table "shop_order" drop constraint if exists "shop_order_settlement_status_check";`
    )
    this
      .addSql(`alter table "shop_order" add constraint "shop_order_settlement_status_check"
      check ("settlement_status" in ('none', 'pending', 'settled', 'cancelled'));`)
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_checkout_id" ON "shop_order" ("checkout_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(`create table if not exists "shop_state_transition" (
      "machine" text not null,
      "from_status" text not null,
      "to_status" text not null,
      constraint "shop_state_transition_pkey" primary key ("machine", "from_status", "to_status")
    );`)
    const rows = Object.entries(SHOP_TRANSITIONS).flatMap(([m, pairs]) =>
      pairs.map(([f, t]) => `('${m}', '${f}', '${t}')`)
    )
    this.addSql(`insert into "shop_state_transition" values ${rows.join(", ")}
      on conflict do nothing;`)
    this
      .addSql(`create or replace function shop_guard_transition() returns trigger
      language plpgsql as $fn$
    begin
      if new.status is distinct from old.status and not exists (
        select 1 from shop_state_transition
         where machine = 'order' and from_status = old.status
           and to_status = new.status) then
        raise exception 'forbidden order transition of %: % -> %',
          old.order_id, old.status, new.status using errcode = 'UL423';
      end if;
      if new.settlement_status is distinct from old.settlement_status and not exists (
        select 1 from shop_state_transition
         where machine = 'settlement' and from_status = old.settlement_status
           and to_status = new.settlement_status) then
        raise exception 'forbidden settlement transition of %: % -> %',
          old.order_id, old.settlement_status, new.settlement_status using errcode = 'UL423';
      end if;
      if new.settlement_status = 'settled' and new.status <> 'received' then
        raise exception 'a settled order stays received: %', old.order_id
          using errcode = 'UL423';
      end if;
      if new.settlement_status = 'cancelled' and new.status <> 'cancelled' then
        raise exception 'a cancelled settlement belongs to a cancelled order: %',
          old.order_id using errcode = 'UL423';
      end if;
      return new;
    end $fn$;`)
    this.addSql(
      `drop trigger if exists "shop_order_transition" on "shop_order";`
    )
    this.addSql(`create trigger "shop_order_transition"
      before update of status, settlement_status on "shop_order" for each row
      execute function shop_guard_transition();`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop trigger if exists "shop_order_transition" on "shop_order";`
    )
    this.addSql(`drop function if exists shop_guard_transition;`)
    this.addSql(`drop table if exists "shop_state_transition";`)
    this.addSql(`alter table if exists "shop_order"
      drop constraint if exists "shop_order_settlement_status_check",
      drop column if exists "checkout_id", drop column if exists "merchant_member_id",
      drop column if exists "token_price", drop column if exists "raw_token_price",
      drop column if exists "settlement_status",
      drop column if exists "settlement_amount", drop column if exists "raw_settlement_amount",
      drop column if exists "commission", drop column if exists "raw_commission",
      drop column if exists "settled_at";`)
  }
}
