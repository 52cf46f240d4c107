/**
 * Where an order goes: the address the checkout copied onto Medusa's order, as the
 * order routes answer it (api.md: an order's `shipping_address`). No imports, so
 * the admin reads it type-only.
 */
export type ShippingAddressView = {
  first_name: string | null
  last_name: string | null
  phone: string | null
  address_1: string | null
  address_2: string | null
  city: string | null
  province: string | null
  postal_code: string | null
  country_code: string | null
}
