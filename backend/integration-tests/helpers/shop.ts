import type { MedusaContainer } from "@medusajs/framework/types"
import { memberToken } from "./auth"
import { registerMembers } from "./people"
import { members } from "./services"
import type { Api, Headers } from "./suite"

/**
 * Members as the shop's customers: the shop's demo region, and store headers whose
 * member token names the member's real customer (shop routes need it).
 */
export function shopCustomers(api: Api, store: Headers) {
  const ids: Record<string, string> = {}
  const customers: Record<string, string> = {}
  const region = { id: "" }
  const as = (u: string, key?: string): Headers => ({
    headers: {
      ...store.headers,
      authorization: `Bearer ${memberToken(ids[u], customers[u])}`,
      ...(key ? { "idempotency-key": key } : {}),
    },
  })
  /** Seeds the demo shop and registers members in order, as `registerMembers`. */
  const seed = async (
    container: MedusaContainer,
    pairs: [string, string | null][]
  ) => {
    const { seedShop } = await import("@uuc/shop/testing")
    region.id = (await seedShop(container)).region_id
    await registerMembers(container, ids, pairs)
    for (const u of Object.keys(ids))
      customers[u] = (await members(container).getMember(ids[u])).customer_id
  }
  /** A cart of the member's in the region with these variants and quantities. */
  const newCart = async (u: string, items: [string, number][]) => {
    const { data } = await api.post(
      "/store/carts",
      { region_id: region.id },
      as(u)
    )
    for (const [variant_id, quantity] of items)
      await api.post(
        `/store/carts/${data.cart.id}/line-items`,
        { variant_id, quantity },
        as(u)
      )
    return data.cart.id as string
  }
  /** A cart as the storefront readies it: items, a delivery address, the shop's shipping. */
  const readyCart = async (u: string, items: [string, number][]) => {
    const id = await newCart(u, items)
    await api.post(
      `/store/carts/${id}`,
      {
        shipping_address: {
          first_name: u,
          phone: "+5511999999999",
          address_1: "Rua A 1",
          city: "São Paulo",
          country_code: "br",
        },
      },
      as(u)
    )
    const options = await api.get(
      `/store/shipping-options?cart_id=${id}`,
      as(u)
    )
    await api.post(
      `/store/carts/${id}/shipping-methods`,
      { option_id: options.data.shipping_options[0].id },
      as(u)
    )
    return id
  }
  return { ids, customers, region, as, seed, newCart, readyCart }
}
