import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopKeys } from "./goods"
import { newIdempotencyKey, postJson, sdk } from "@uuc/admin-kit"
// type-only: the build erases them
import type {
  AdminOrdersAnswer,
  AdminShopOrder,
  OrderStatus,
  ShopOrderView,
} from "../../lib/order-view"
import type { ShippingAddressView } from "../../lib/shipping-address"

/** An order as `/admin/shop/orders` answers it, and where it goes (type-only). */
export type {
  AdminShopOrder as AdminOrder,
  OrderStatus,
  ShippingAddressView as ShippingAddress,
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
      sdk.client.fetch<AdminOrdersAnswer>("/admin/shop/orders", { query }),
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
      postJson<{ order: ShopOrderView }>(
        `/admin/shop/orders/${id}/${action}`,
        body,
        newIdempotencyKey()
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: shopKeys.all }),
  })
}
