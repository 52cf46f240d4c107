import type { Context } from "@medusajs/framework/types"
import {
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { ShopCheckout } from "./models/shop-checkout"
import { ShopOrder } from "./models/shop-order"
import { ShopProduct } from "./models/shop-product"
import { ShopVariant } from "./models/shop-variant"

type Knex = {
  raw: (
    sql: string,
    bindings?: readonly unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }
const knexOf = (ctx: Context): Knex => {
  const m = (ctx.transactionManager ?? ctx.manager) as Manager
  return m.getTransactionContext() ?? m.getKnex()
}

export type OrderStatus =
  "pending_shipment" | "shipped" | "received" | "cancelled"

/** CRUD for the shop's own rows; the business flows live in lib/. */
export default class ShopModuleService extends MedusaService({
  ShopProduct,
  ShopVariant,
  ShopOrder,
  ShopCheckout,
}) {
  /**
   * Moves an order from one status to the next in one conditional statement, so
   * of two racing moves (two staff, the member and the auto-receive job) one
   * wins; answers whether this call made the move.
   */
  @InjectTransactionManager()
  async claimOrderStatus(
    orderId: string,
    from: OrderStatus,
    to: OrderStatus,
    fields: Record<string, string | null> = {},
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const stamp = {
      shipped: "shipped_at",
      received: "received_at",
      cancelled: "cancelled_at",
      pending_shipment: null,
    }[to]
    const extra = Object.keys(fields).filter((k) =>
      ["courier_name", "courier_number", "cancel_reason"].includes(k)
    )
    const sets = [
      "status = ?",
      "updated_at = now()",
      ...(stamp ? [`${stamp} = now()`] : []),
      ...extra.map((k) => `${k} = ?`),
    ]
    const { rows } = await knexOf(ctx).raw(
      `update shop_order set ${sets.join(", ")}
       where order_id = ? and status = ? and deleted_at is null returning id`,
      [to, ...extra.map((k) => fields[k]), orderId, from]
    )
    return rows.length === 1
  }

  /** Shipped orders older than the cutoff (the auto-receive job's work). */
  @InjectTransactionManager()
  async listDueForReceipt(
    shippedBefore: Date,
    limit: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const { rows } = await knexOf(ctx).raw(
      `select order_id from shop_order
       where status = 'shipped' and shipped_at <= ? and deleted_at is null
       order by shipped_at limit ?`,
      [shippedBefore, limit]
    )
    return rows.map((r) => String(r.order_id))
  }
}
