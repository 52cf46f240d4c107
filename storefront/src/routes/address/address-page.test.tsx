import { fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setToken } from "../../lib/session"
import { liveToken, mockApi, renderAt } from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

type Row = {
  id: string
  first_name: string
  phone: string
  address_1: string
  country_code?: string | null
}

/** The shop's region: the countries an address may name. */
const REGION = {
  id: "reg_usd",
  name: "Americas",
  currency_code: "usd",
  countries: [
    { iso_2: "ar", display_name: "Argentina" },
    { iso_2: "br", display_name: "Brazil" },
    { iso_2: "us", display_name: "United States" },
  ],
}

/** A tiny in-memory /store/customers/me/addresses. */
function addressApi(rows: Row[]) {
  return mockApi((url, init) => {
    const method = init.method ?? "GET"
    if (url.pathname === "/store/regions")
      return { body: { regions: [REGION] } }
    if (url.pathname === "/store/customers/me/addresses") {
      if (method === "POST") {
        const body = JSON.parse(String(init.body))
        rows.push({ id: `addr_${rows.length + 1}`, ...body })
        return { body: { customer: { id: "cus_1" } } }
      }
      return { body: { addresses: rows, count: rows.length } }
    }
    const id = url.pathname.split("/").pop()!
    if (method === "DELETE") {
      rows.splice(
        rows.findIndex((r) => r.id === id),
        1
      )
      return { body: { id, deleted: true } }
    }
    return { body: { member: {} } }
  })
}

describe("/address", () => {
  inLanguage("en-US")

  it("starts empty, refuses a blank address, adds one and deletes it", async () => {
    setToken(liveToken())
    const rows: Row[] = []
    const fetchMock = addressApi(rows)
    renderAt("/address")
    expect(
      await screen.findByText(
        "No delivery address yet. Add one so your orders can be shipped."
      )
    ).toBeTruthy()

    fireEvent.click(screen.getByTestId("address-add"))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Recipient"), {
      target: { value: "Ana Souza" },
    })
    fireEvent.change(within(dialog).getByLabelText("Contact phone"), {
      target: { value: "+55 11 91234-5678" },
    })
    fireEvent.click(within(dialog).getByTestId("address-save"))
    expect(
      (await within(dialog).findByTestId("error-address-address")).textContent
    ).toBe("The address cannot be empty")
    expect(
      fetchMock.mock.calls.filter(
        (c) => (c[1] as RequestInit).method === "POST"
      )
    ).toHaveLength(0)

    fireEvent.change(within(dialog).getByLabelText("Delivery address"), {
      target: { value: "Rua das Flores, 10" },
    })
    // No country is assumed (not the region's first, Argentina): one is asked for.
    const country = within(dialog).getByLabelText(
      "Country"
    ) as HTMLSelectElement
    expect(country.value).toBe("")
    expect([...country.options].map((o) => o.value).filter(Boolean)).toEqual([
      "ar",
      "br",
      "us",
    ])
    fireEvent.click(within(dialog).getByTestId("address-save"))
    expect(
      (await within(dialog).findByTestId("error-address-country")).textContent
    ).toBe("Choose the country of this address")
    fireEvent.change(country, { target: { value: "br" } })
    fireEvent.click(within(dialog).getByTestId("address-save"))
    const item = await screen.findByTestId("address-item")
    expect(item.textContent).toContain("Ana Souza")
    expect(item.textContent).toContain("Rua das Flores, 10, Brazil")
    expect(rows[0]).toMatchObject({
      first_name: "Ana Souza",
      phone: "+55 11 91234-5678",
      address_1: "Rua das Flores, 10",
      country_code: "br",
    })
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "The address has been added"
    )

    fireEvent.click(screen.getByTestId("address-delete"))
    fireEvent.click(await screen.findByTestId("address-delete-confirm"))
    expect(
      await screen.findByText(
        "No delivery address yet. Add one so your orders can be shipped."
      )
    ).toBeTruthy()
  })

  it("edits an address with its current values filled in", async () => {
    setToken(liveToken())
    const rows: Row[] = [
      {
        id: "addr_1",
        first_name: "Ana",
        phone: "+55 11 91234-5678",
        address_1: "Rua 1",
        country_code: "br",
      },
    ]
    const fetchMock = addressApi(rows)
    renderAt("/address")
    fireEvent.click(await screen.findByTestId("address-edit"))
    const dialog = await screen.findByRole("dialog")
    expect(within(dialog).getByText("Edit the delivery address")).toBeTruthy()
    // a Brazilian address: its street field (number, neighbourhood beside)
    const address = within(dialog).getByLabelText(
      "Street (street, avenue…)"
    ) as HTMLInputElement
    expect(address.value).toBe("Rua 1")
    expect(
      (within(dialog).getByLabelText("Country") as HTMLSelectElement).value
    ).toBe("br")
    fireEvent.change(address, { target: { value: "Rua 2, apto 3" } })
    fireEvent.click(within(dialog).getByTestId("address-save"))
    await screen.findByText("The address has been updated")
    const post = fetchMock.mock.calls.find(
      (c) => (c[1] as RequestInit).method === "POST"
    )!
    expect(new URL(String(post[0])).pathname).toBe(
      "/store/customers/me/addresses/addr_1"
    )
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({
      first_name: "Ana",
      phone: "+55 11 91234-5678",
      address_1: "Rua 2, apto 3",
      address_2: null,
      city: null,
      province: null,
      postal_code: null,
      country_code: "br",
    })
  })

  it("offers a retry when the list cannot be loaded", async () => {
    setToken(liveToken())
    let fail = true
    mockApi(() =>
      fail
        ? { status: 500, body: { code: "unknown_error" } }
        : { body: { addresses: [], count: 0 } }
    )
    renderAt("/address")
    await screen.findByText("Your addresses could not be loaded.")
    fail = false
    fireEvent.click(screen.getByText("Try again"))
    expect(
      await screen.findByText(
        "No delivery address yet. Add one so your orders can be shipped."
      )
    ).toBeTruthy()
  })
})
