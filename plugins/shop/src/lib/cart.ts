import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

export type ShopCart = {
  id: string
  customer_id: string | null
  currency_code: string
  region_id: string | null
  completed_at: string | Date | null
  total: unknown
  items: {
    id: string
    product_id: string | null
    variant_id: string | null
    quantity: unknown
    unit_price: unknown
    title: string
    created_at?: string | Date
  }[]
  credit_lines: {
    id: string
    amount: unknown
    reference: string | null
    metadata: Record<string, unknown> | null
  }[]
  shipping_address: { id: string } | null
  shipping_methods: { id: string }[]
  payment_collection: { id: string } | null
}

/**
 * The member's cart with what points and checkout need (and `extra` fields, read
 * in the same query); another's cart is not found.
 */
export async function loadCart(
  container: MedusaContainer,
  cartId: string,
  customerId: string,
  extra: string[] = [],
  {
    linked = true,
    totals = true,
  }: {
    /** false: without the payment collection's id (the cart module alone, no link). */
    linked?: boolean
    /**
     * false: without `total`, whose computation reads the lines' and shipping
     * methods' tax lines and adjustments (four statements more).
     */
    totals?: boolean
  } = {}
): Promise<ShopCart> {
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({
      entity: "cart",
      fields: [
        ...(linked ? ["payment_collection.id"] : []),
        "id",
        "customer_id",
        "currency_code",
        "region_id",
        "completed_at",
        ...(totals ? ["total"] : []),
        "items.id",
        "items.product_id",
        "items.variant_id",
        "items.quantity",
        "items.unit_price",
        "items.title",
        "items.created_at",
        "credit_lines.id",
        "credit_lines.amount",
        "credit_lines.reference",
        "credit_lines.metadata",
        "shipping_address.id",
        "shipping_methods.id",
        ...extra,
      ],
      filters: { id: cartId },
    })
  const cart = data[0] as unknown as ShopCart | undefined
  if (!cart || cart.customer_id !== customerId)
    throw new AppError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  // in the order they were added: the points go to the sellers' groups in that
  // order (checkout-steps groupsOf); the database's row order moves with updates
  cart.items = (cart.items ?? []).sort(
    (a, b) =>
      new Date(a.created_at ?? 0).getTime() -
        new Date(b.created_at ?? 0).getTime() || a.id.localeCompare(b.id)
  )
  cart.credit_lines ??= []
  cart.shipping_methods ??= []
  cart.payment_collection ??= null
  return cart
}
