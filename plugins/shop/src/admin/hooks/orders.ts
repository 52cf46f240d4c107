import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopKeys } from "./goods"
import { newIdempotencyKey, postJson, sdk } from "@uuc/admin-kit"
// type-only: the build erases it
import type { ShippingAddressView } from "../../lib/shipping-address"

export type OrderStatus =
  "pending_shipment" | "shipped" | "received" | "cancelled"

/** Where an order goes (api.md: an order's `shipping_address`). */
export type ShippingAddress = ShippingAddressView

/** An order as `/admin/shop/orders` answers it (api.md "Shop and merchants"). */
export type AdminOrder = {
  id: string
  display_id: number | string
  status: OrderStatus
  merchant: string | { name?: string | null } | null
  member?: string | { username?: string | null } | null
  username?: string | null
  items: {
    title: string
    spec: string | null
    quantity: number
    unit_price: string
    original_price: string | null
  }[]
  total: string
  points: string | null
  currency: "USDT" | "UUC"
  courier_name: string | null
  courier_number: string | null
  merchant_username?: string | null
  settlement?: {
    status: "pending" | "settled" | "cancelled"
    amount: string | null
    commission: string | null
    settled_at: string | null
  } | null
  shipping_address: ShippingAddress | null
  created_at: string
}

export const nameOf = (
  v:
    | string
    | { name?: string | null; username?: string | null }
    | null
    | undefined
) => (typeof v === "string" ? v : (v?.name ?? v?.username ?? null))

export function useOrders(query: {
  status?: string
  q?: string
  limit: number
  offset: number
}) {
  return useQuery({
    queryKey: shopKeys.orders(query),
    queryFn: () =>
      sdk.client.fetch<{ orders: AdminOrder[]; count?: number }>(
        "/admin/shop/orders",
        { query }
      ),
    placeholderData: (previous) => previous,
  })
}

export type OrderAction =
  | { id: string; action: "ship"; courier_name: string; courier_number: string }
  | { id: string; action: "cancel"; reason: string; secondary_password: string }

/** Ships (courier name and number) or cancels (reason, staff secondary password). */
export function useOrderAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, ...body }: OrderAction) =>
      postJson<{ order: AdminOrder }>(
        `/admin/shop/orders/${id}/${action}`,
        body,
        newIdempotencyKey()
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  })
}
