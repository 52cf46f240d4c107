import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import { auth } from "./members"

/** A Medusa customer address as the storefront uses it. */
export type Address = {
  id: string
  first_name: string | null
  phone: string | null
  address_1: string | null
  city: string | null
  postal_code: string | null
  /** ISO 3166-1 alpha-2, lower case as Medusa keeps it; null on older addresses. */
  country_code: string | null
  is_default_shipping: boolean
}

/** The form: recipient, contact and delivery address (the spec's three fields), and the country. */
export type AddressForm = {
  recipient: string
  contact: string
  address: string
  city: string
  postal_code: string
  /** A country of the shop's region ("" when none is chosen). */
  country: string
}

const addressKeys = { all: ["addresses"] as const }

function toAddressBody(form: AddressForm) {
  return {
    first_name: form.recipient.trim(),
    phone: form.contact.trim(),
    address_1: form.address.trim(),
    city: form.city.trim() || null,
    postal_code: form.postal_code.trim() || null,
    country_code: form.country || null,
  }
}

/** An address's values for the form; a new one starts in `country` (the shop's only country). */
export function toAddressForm(a: Address | null, country = ""): AddressForm {
  return {
    recipient: a?.first_name ?? "",
    contact: a?.phone ?? "",
    address: a?.address_1 ?? "",
    city: a?.city ?? "",
    postal_code: a?.postal_code ?? "",
    country: a ? (a.country_code ?? "").toLowerCase() : country,
  }
}

export function useAddresses() {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: () =>
      api<{ addresses: Address[]; count: number }>(
        "/store/customers/me/addresses",
        {
          headers: auth(),
          query: { limit: 50 },
        }
      ),
  })
}

/** Adds an address, or edits the one with `id`. */
export function useSaveAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: AddressForm }) =>
      api<unknown>(
        id
          ? `/store/customers/me/addresses/${encodeURIComponent(id)}`
          : "/store/customers/me/addresses",
        { method: "POST", body: toAddressBody(form), headers: auth() }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

export function useDeleteAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>(`/store/customers/me/addresses/${encodeURIComponent(id)}`, {
        method: "DELETE",
        headers: auth(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
