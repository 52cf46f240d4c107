import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261123130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "shop_variant" drop constraint if exists "shop_variant_variant_id_unique";`
    )
    this.addSql(
      `alter table if exists "shop_product" drop constraint if exists "shop_product_product_id_unique";`
    )
    this.addSql(
      `alter table if exists "shop_order" drop constraint if exists "shop_order_order_id_unique";`
    )
    this.addSql(
      `alter table if exists "shop_checkout" drop constraint if exists "shop_checkout_cart_id_unique";`
    )
    this.addSql(
      `create table if not exists "shop_checkout" ("id" text not null, "cart_id" text not null, "key" text not null, "customer_id" text not null, "status" text check ("status" in ('running', 'done')) not null default 'running', "order_ids" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_checkout_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_checkout_cart_id_unique" ON "shop_checkout" ("cart_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_checkout_deleted_at" ON "shop_checkout" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "shop_order" ("id" text not null, "order_id" text not null, "cart_id" text not null, "customer_id" text not null, "member_id" text not null, "merchant_id" text null, "currency" text check ("currency" in ('USDT', 'UUC')) not null default 'USDT', "total" numeric not null default 0, "points" numeric not null default 0, "member_price_total" numeric not null default 0, "status" text check ("status" in ('pending_shipment', 'shipped', 'received', 'cancelled')) not null default 'pending_shipment', "courier_name" text null, "courier_number" text null, "shipped_at" timestamptz null, "received_at" timestamptz null, "cancelled_at" timestamptz null, "cancel_reason" text null, "raw_total" jsonb not null default '{"value":"0","precision":20}', "raw_points" jsonb not null default '{"value":"0","precision":20}', "raw_member_price_total" jsonb not null default '{"value":"0","precision":20}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_order_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_order_order_id_unique" ON "shop_order" ("order_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_cart_id" ON "shop_order" ("cart_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_customer_id" ON "shop_order" ("customer_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_member_id" ON "shop_order" ("member_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_deleted_at" ON "shop_order" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_status_shipped_at" ON "shop_order" ("status", "shipped_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_order_merchant_id" ON "shop_order" ("merchant_id") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "shop_product" ("id" text not null, "product_id" text not null, "points_discount" numeric not null default 0, "video" text null, "status" text check ("status" in ('listed', 'pending_listing')) not null default 'pending_listing', "merchant_id" text null, "raw_points_discount" jsonb not null default '{"value":"0","precision":20}', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_product_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_product_product_id_unique" ON "shop_product" ("product_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_deleted_at" ON "shop_product" ("deleted_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_merchant_id" ON "shop_product" ("merchant_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_product_status" ON "shop_product" ("status") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "shop_variant" ("id" text not null, "variant_id" text not null, "product_id" text not null, "member_price" numeric null, "uuc_price" numeric null, "raw_member_price" jsonb null, "raw_uuc_price" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shop_variant_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shop_variant_variant_id_unique" ON "shop_variant" ("variant_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_variant_product_id" ON "shop_variant" ("product_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shop_variant_deleted_at" ON "shop_variant" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "shop_checkout" cascade;`)

    this.addSql(`drop table if exists "shop_order" cascade;`)

    this.addSql(`drop table if exists "shop_product" cascade;`)

    this.addSql(`drop table if exists "shop_variant" cascade;`)
  }
}
