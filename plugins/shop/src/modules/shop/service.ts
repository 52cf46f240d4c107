import type { Context } from "@medusajs/framework/types"
import {
  generateEntityId,
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaService,
} from "@medusajs/framework/utils"
import { writeAudit, type AuditWrite } from "@uuc/errors"
import { randomBytes } from "crypto"
import { knexOf } from "@uuc/http"
import { ShopCheckout } from "./models/shop-checkout"
import { ShopOrder } from "./models/shop-order"
import { ShopProduct } from "./models/shop-product"
import { ShopVariant } from "./models/shop-variant"
import type { OrderStatus } from "../../lib/order-view"

/** How long a checkout's completion permit is good for. */
const PERMIT_MINUTES = 10

export type { OrderStatus }
export type SettlementStatus = "none" | "pending" | "settled" | "cancelled"

/** A new order's row: amounts are decimal strings (NUMERIC, never floats). */
export type NewOrderRow = {
  /** The row's id, when the caller made it first (to link it meanwhile). */
  id?: string
  order_id: string
  cart_id: string
  checkout_id: string
  customer_id: string
  member_id: string
  merchant_id: string | null
  merchant_member_id: string | null
  currency: "USDT" | "UUC"
  total: string
  points: string
  member_price_total: string
  token_price: string | null
}

/** The id of a new shop order row. */
const newShopOrderId = () => generateEntityId(undefined, "shor")

/** A bigNumber field as text (the ORM hands BigNumber objects, inputs are strings). */
const decimalText = (v: unknown): string => {
  const j =
    v && typeof v === "object" && "toJSON" in v
      ? (v as { toJSON(): unknown }).toJSON()
      : v
  return String(j)
}

/** A BigNumber column's raw twin, as Medusa's DML keeps it. */
const raw = (v: string | null) =>
  v === null ? null : JSON.stringify({ value: v, precision: 20 })

/** A product's sortable prices (decimal strings in USD, null: no priced spec). */
export type SortPrices = {
  product_id: string
  min_price: string | null
  min_price_standard: string | null
  min_price_gold: string | null
}

/** Which sortable price a shopper pays: a card's member price, else the base price. */
export type PriceColumn = "min_price" | "min_price_standard" | "min_price_gold"
const PRICE_COLUMNS: PriceColumn[] = [
  "min_price",
  "min_price_standard",
  "min_price_gold",
]

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
    audit: AuditWrite | null = null,
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
    // Staff's move: its audit row commits or rolls back with the move itself.
    if (rows.length === 1 && audit) await writeAudit(knexOf(ctx), audit)
    return rows.length === 1
  }

  /**
   * Keeps a staff change's audit data (who, what, the state before) until the
   * product workflow's hook applies our fields; answers the intent's id, which
   * travels in `additional_data.shop.audit_intent`. The actor stays here, in
   * PostgreSQL: a request to Medusa's own product routes cannot name one.
   */
  @InjectTransactionManager()
  async openAuditIntent(
    intent: {
      actor_id: string
      action: string
      before: unknown
      requested: unknown
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<string> {
    const id = generateEntityId(undefined, "saud")
    await knexOf(ctx).raw(
      `insert into shop_audit_intent (id, actor_id, action, before, requested)
       values (?, ?, ?, ?::jsonb, ?::jsonb)`,
      [
        id,
        intent.actor_id,
        intent.action,
        JSON.stringify(intent.before ?? null),
        JSON.stringify(intent.requested ?? null),
      ]
    )
    return id
  }

  /** Drops an intent its workflow never reached (the change failed before it). */
  @InjectTransactionManager()
  async dropAuditIntent(id: string, @MedusaContext() ctx: Context = {}) {
    await knexOf(ctx).raw(`delete from shop_audit_intent where id = ?`, [id])
  }

  /**
   * Writes our product fields (created or updated; fields left out keep their
   * value) and, when an intent is given, consumes it and writes the staff's audit
   * row, all in one transaction. Answers the row's id and whether it is new
   * (the caller then links it to the product).
   */
  @InjectTransactionManager()
  async saveProductFields(
    productId: string,
    data: Record<string, unknown>,
    intentId: string | null,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ id: string; created: boolean }> {
    const [row] = await this.listShopProducts(
      { product_id: productId },
      {},
      ctx
    )
    let id = row?.id
    if (row && Object.keys(data).length)
      await this.updateShopProducts({ id: row.id, ...data }, ctx)
    if (!row)
      id = (
        await this.createShopProducts({ product_id: productId, ...data }, ctx)
      ).id
    if (intentId) {
      const knex = knexOf(ctx)
      const { rows } = await knex.raw(
        `delete from shop_audit_intent where id = ?
         returning actor_id, action, before, requested`,
        [intentId]
      )
      const intent = rows[0] as
        | {
            actor_id: string
            action: string
            before: unknown
            requested: unknown
          }
        | undefined
      if (intent) {
        // our fields as this transaction leaves them (the ORM flushes at commit,
        // so they are read from what is written, not from the table)
        const now: Record<string, unknown> = { ...(row ?? {}), ...data }
        const shop = Object.fromEntries(
          ["status", "merchant_id", "points_discount", "video"].map((k) => [
            k,
            k === "points_discount" && now[k] != null
              ? decimalText(now[k])
              : (now[k] ?? null),
          ])
        )
        await writeAudit(knex, {
          actor_id: intent.actor_id,
          action: intent.action,
          target_type: "goods",
          target_id: productId,
          before: intent.before,
          after: { requested: intent.requested, shop },
        })
      }
    }
    return { id: id!, created: !row }
  }

  /**
   * Claims a cart for one checkout: the claim's id, or null when the cart is
   * claimed already (the unique cart id among live claims decides, in any
   * process). One statement, without the ORM's entity and flush (the
   * claim was 8 ms of the checkout's path, most of it the ORM's).
   */
  @InjectManager()
  async claimCheckout(
    claim: { cart_id: string; key: string; customer_id: string },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ id: string } | null> {
    const { rows } = await knexOf(ctx).raw(
      `insert into shop_checkout (id, cart_id, key, customer_id, status)
       values (?, ?, ?, ?, 'running')
       on conflict (cart_id) where deleted_at is null do nothing
       returning id`,
      [
        generateEntityId(undefined, "shco"),
        claim.cart_id,
        claim.key,
        claim.customer_id,
      ]
    )
    return (rows[0] as { id: string } | undefined) ?? null
  }

  /**
   * The rows of a checkout's orders and its claim marked done with their ids, in
   * one statement: a merchant's order starts with its settlement pending, the
   * platform's with none. (The done mark was a statement of its own after the
   * workflow: one round trip less on every checkout.) One statement is
   * its own transaction: no BEGIN/COMMIT around it (nor around a permit's).
   */
  @InjectManager()
  async insertOrders(
    checkoutId: string,
    rows: NewOrderRow[],
    @MedusaContext() ctx: Context = {}
  ): Promise<{ id: string; order_id: string }[]> {
    if (!rows.length) return []
    const values = rows.map((r) => [
      r.id ?? newShopOrderId(),
      r.order_id,
      r.cart_id,
      r.checkout_id,
      r.customer_id,
      r.member_id,
      r.merchant_id,
      r.merchant_member_id,
      r.currency,
      r.total,
      raw(r.total),
      r.points,
      raw(r.points),
      r.member_price_total,
      raw(r.member_price_total),
      r.token_price,
      raw(r.token_price),
      r.merchant_id ? "pending" : "none",
    ])
    const { rows: out } = await knexOf(ctx).raw(
      `with done as (
         update shop_checkout set status = 'done', order_ids = ?::jsonb,
                updated_at = now()
          where id = ? and deleted_at is null
       )
       insert into shop_order (id, order_id, cart_id, checkout_id, customer_id,
         member_id, merchant_id, merchant_member_id, currency, total, raw_total,
         points, raw_points, member_price_total, raw_member_price_total,
         token_price, raw_token_price, settlement_status, status)
       values ${values.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_shipment')").join(", ")}
       returning id, order_id`,
      [
        JSON.stringify({ ids: rows.map((r) => r.order_id) }),
        checkoutId,
        ...values.flat(),
      ]
    )
    return out as { id: string; order_id: string }[]
  }

  /**
   * Marks a received order's settlement done (credit and commission), in one
   * conditional statement: answers false when it was not pending (a replay).
   */
  @InjectTransactionManager()
  async markSettled(
    orderId: string,
    amount: string,
    commission: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `update shop_order set settlement_status = 'settled', settled_at = now(),
         settlement_amount = ?, raw_settlement_amount = ?,
         commission = ?, raw_commission = ?, updated_at = now()
       where order_id = ? and settlement_status = 'pending'
         and status = 'received' and deleted_at is null returning id`,
      [amount, raw(amount), commission, raw(commission), orderId]
    )
    return rows.length === 1
  }

  /** A cancelled order's pending settlement will never happen. */
  @InjectTransactionManager()
  async cancelSettlement(
    orderId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<void> {
    await knexOf(ctx).raw(
      `update shop_order set settlement_status = 'cancelled', updated_at = now()
       where order_id = ? and settlement_status = 'pending'
         and status = 'cancelled' and deleted_at is null`,
      [orderId]
    )
  }

  /** Received orders whose settlement is still pending (repair after a crash). */
  @InjectTransactionManager()
  async listUnsettled(
    limit: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const { rows } = await knexOf(ctx).raw(
      `select order_id from shop_order
       where status = 'received' and settlement_status = 'pending'
         and deleted_at is null order by received_at limit ?`,
      [limit]
    )
    return rows.map((r) => String(r.order_id))
  }

  /**
   * Writes products' sortable prices in one statement (rows that already hold
   * them are left alone). Products without a shop row are skipped.
   */
  @InjectTransactionManager()
  async setSortPrices(
    rows: SortPrices[],
    @MedusaContext() ctx: Context = {}
  ): Promise<void> {
    if (!rows.length) return
    const values = rows.flatMap((r) => [
      r.product_id,
      r.min_price,
      raw(r.min_price),
      r.min_price_standard,
      raw(r.min_price_standard),
      r.min_price_gold,
      raw(r.min_price_gold),
    ])
    await knexOf(ctx).raw(
      `update shop_product s set
         min_price = v.min_price::numeric, raw_min_price = v.raw_min_price::jsonb,
         min_price_standard = v.min_price_standard::numeric,
         raw_min_price_standard = v.raw_min_price_standard::jsonb,
         min_price_gold = v.min_price_gold::numeric,
         raw_min_price_gold = v.raw_min_price_gold::jsonb, updated_at = now()
       from (values ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")})
         as v(product_id, min_price, raw_min_price, min_price_standard,
              raw_min_price_standard, min_price_gold, raw_min_price_gold)
       where s.product_id = v.product_id and s.deleted_at is null
         and (s.min_price is distinct from v.min_price::numeric
           or s.min_price_standard is distinct from v.min_price_standard::numeric
           or s.min_price_gold is distinct from v.min_price_gold::numeric)`,
      values
    )
  }

  /**
   * One page of listed goods by the price a shopper pays (`column`), cheapest
   * first or last (ties by product id), within `min`..`max` (inclusive) and, when
   * given, among `productIds` only; goods without a price are left out. Answers
   * the page's product ids in order and how many goods match in all.
   */
  @InjectTransactionManager()
  async listByPrice(
    input: {
      column: PriceColumn
      descending: boolean
      min: string | null
      max: string | null
      productIds: string[] | null
      limit: number
      offset: number
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ product_ids: string[]; count: number }> {
    const col = input.column
    if (!PRICE_COLUMNS.includes(col)) throw new Error(`no price column ${col}`)
    const where = [
      "deleted_at is null",
      "status = 'listed'",
      `${col} is not null`,
    ]
    const b: unknown[] = []
    if (input.min !== null) {
      where.push(`${col} >= ?::numeric`)
      b.push(input.min)
    }
    if (input.max !== null) {
      where.push(`${col} <= ?::numeric`)
      b.push(input.max)
    }
    if (input.productIds) {
      where.push("product_id = any(?::text[])")
      b.push(input.productIds)
    }
    const dir = input.descending ? "desc" : "asc"
    const knex = knexOf(ctx)
    const { rows } = await knex.raw(
      `select product_id from shop_product where ${where.join(" and ")}
       order by ${col} ${dir}, product_id ${dir} limit ? offset ?`,
      [...b, input.limit, input.offset]
    )
    const { rows: total } = await knex.raw(
      `select count(*)::int as count from shop_product where ${where.join(" and ")}`,
      b
    )
    return {
      product_ids: rows.map((r) => String(r.product_id)),
      count: Number(total[0]?.count ?? 0),
    }
  }

  /**
   * Writes products' search texts (already folded, lib/search-text.ts) and drops
   * the rows of products that are gone, in one transaction.
   */
  @InjectTransactionManager()
  async saveSearchTexts(
    rows: { product_id: string; text: string }[],
    gone: string[] = [],
    @MedusaContext() ctx: Context = {}
  ): Promise<void> {
    const knex = knexOf(ctx)
    if (rows.length)
      await knex.raw(
        `insert into shop_product_search (product_id, text, updated_at)
         values ${rows.map(() => "(?, ?, now())").join(", ")}
         on conflict (product_id) do update
           set text = excluded.text, updated_at = now()
           where shop_product_search.text is distinct from excluded.text`,
        rows.flatMap((r) => [r.product_id, r.text])
      )
    if (gone.length)
      await knex.raw(
        `delete from shop_product_search where product_id = any(?::text[])`,
        [gone]
      )
  }

  /**
   * The products whose search text holds every word of `folded` (a folded
   * query), at most `cap` of them, by product id: the caller narrows them to
   * the goods a shopper may see.
   */
  @InjectManager()
  async searchProductIds(
    folded: string,
    cap: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<string[]> {
    const words = folded.split(" ").filter(Boolean)
    if (!words.length) return []
    const like = (w: string) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const { rows } = await knexOf(ctx).raw(
      `select product_id from shop_product_search
        where ${words.map(() => "text like ?").join(" and ")}
        order by product_id limit ?`,
      [...words.map(like), cap]
    )
    return (rows as { product_id: string }[]).map((r) => String(r.product_id))
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

  // ── completion permits ────────────────────────────────────────
  // A cart is completed only by the checkout: it writes a one-use permit with a
  // random nonce right before it calls Medusa's completeCartWorkflow, and passes
  // the nonce in the workflow's input; the workflow's validate hook
  // (workflows/hooks/checkout-only.ts) takes the permit back. Medusa's own
  // `/store/carts/:id/complete` cannot pass a nonce, so it is refused. A row, not
  // process memory: several server processes, and a permit outlives no crash long
  // (it is good for PERMIT_MINUTES).

  /** Writes the cart's permit to be completed once; answers its nonce. */
  @InjectManager()
  async grantCompletion(
    cartId: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<string> {
    const nonce = randomBytes(24).toString("base64url")
    await knexOf(ctx).raw(
      `insert into shop_completion_permit (cart_id, nonce) values (?, ?)
       on conflict (cart_id) do update set nonce = excluded.nonce, created_at = now()`,
      [cartId, nonce]
    )
    return nonce
  }

  /** Takes the cart's permit if `nonce` is its own and it is fresh; answers whether. */
  @InjectManager()
  async takeCompletion(
    cartId: string,
    nonce: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    const { rows } = await knexOf(ctx).raw(
      `delete from shop_completion_permit
        where cart_id = ? and nonce = ?
          and created_at > now() - make_interval(mins => ?)
        returning cart_id`,
      [cartId, nonce, PERMIT_MINUTES]
    )
    return rows.length === 1
  }
}
