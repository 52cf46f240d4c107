import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import { auth } from "./members"

/** A Medusa customer address as the storefront uses it. */
export type Address = {
  id: string
  first_name: string | null
  phone: string | null
  address_1: string | null
  /** The neighbourhood (bairro) of a Brazilian address. */
  address_2?: string | null
  city: string | null
  /** The state (a Brazilian address's UF, "SP") or province. */
  province?: string | null
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
  /** The house number, written after the street in address_1 ("Rua A, 120"). */
  number: string
  /** The neighbourhood (bairro): address_2. */
  neighbourhood: string
  city: string
  /** The state or province: a Brazilian UF code ("SP"). */
  state: string
  postal_code: string
  /** A country of the shop's region ("" when none is chosen). */
  country: string
}

const addressKeys = { all: ["addresses"] as const }

/** A Brazilian street line's number at its end ("Rua A, 120"), read back for the form. */
const STREET_NUMBER = /^(.*\S),\s*(\d+[A-Za-z]?)$/

function toAddressBody(form: AddressForm) {
  const street = form.address.trim()
  const number = form.country === "br" ? form.number.trim() : ""
  return {
    first_name: form.recipient.trim(),
    phone: form.contact.trim(),
    address_1: number ? `${street}, ${number}` : street,
    address_2: (form.country === "br" ? form.neighbourhood.trim() : "") || null,
    city: form.city.trim() || null,
    province: form.state.trim() || null,
    postal_code: form.postal_code.trim() || null,
    country_code: form.country || null,
  }
}

/** An address's values for the form; a new one starts in `country` (the shop's only country). */
export function toAddressForm(a: Address | null, country = ""): AddressForm {
  const cc = a ? (a.country_code ?? "").toLowerCase() : country
  const line = a?.address_1 ?? ""
  const split = cc === "br" ? STREET_NUMBER.exec(line) : null
  return {
    recipient: a?.first_name ?? "",
    contact: a?.phone ?? "",
    address: split ? split[1] : line,
    number: split ? split[2] : "",
    neighbourhood: a?.address_2 ?? "",
    city: a?.city ?? "",
    state: a?.province ?? "",
    postal_code: a?.postal_code ?? "",
    country: cc,
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
