import { fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setToken } from "../../lib/session"
import { liveToken, mockApi, renderAt } from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

// A Brazilian address as Brazilians write it: CEP, street, number, neighbourhood
// (bairro), city and state (UF); a pt-BR member's new address starts in Brazil.

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

function addressApi(rows: object[]) {
  return mockApi((url, init) => {
    if (url.pathname === "/store/regions")
      return { body: { regions: [REGION] } }
    if (url.pathname.startsWith("/store/customers/me/addresses")) {
      if (init.method === "POST") {
        const body = JSON.parse(String(init.body))
        const id = url.pathname.split("/")[5]
        if (id)
          Object.assign(
            rows.find((r) => "id" in r && r.id === id)!,
            body
          )
        else rows.push({ id: `addr_${rows.length + 1}`, ...body })
        return { body: { customer: { id: "cus_1" } } }
      }
      return { body: { addresses: rows, count: rows.length } }
    }
    return { body: { member: {} } }
  })
}

describe("/address in pt-BR", () => {
  inLanguage("pt-BR")

  it("starts in Brazil and asks for CEP, street, number, neighbourhood, city and state", async () => {
    setToken(liveToken())
    const rows: object[] = []
    const fetchMock = addressApi(rows)
    renderAt("/address")
    fireEvent.click(await screen.findByTestId("address-add"))
    const dialog = await screen.findByRole("dialog")
    const country = within(dialog).getByLabelText("País") as HTMLSelectElement
    await screen.findAllByRole("option", { name: "Brasil" })
    expect(country.value).toBe("br")
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), {
        target: { value },
      })
    type("Destinatário", "Ana Souza")
    type("Telefone de contato", "+55 11 91234-5678")
    type("CEP (opcional)", "05422-000")
    type("Logradouro (rua, avenida…)", "Rua dos Pinheiros")
    type("Número (opcional)", "120")
    type("Bairro (opcional)", "Pinheiros")
    type("Cidade (opcional)", "São Paulo")
    const state = within(dialog).getByLabelText(
      "Estado (opcional)"
    ) as HTMLSelectElement
    expect(state.tagName).toBe("SELECT")
    expect(state.options).toHaveLength(28)
    fireEvent.change(state, { target: { value: "SP" } })
    fireEvent.click(within(dialog).getByTestId("address-save"))
    const item = await screen.findByTestId("address-item")
    expect(item.textContent).toContain(
      "Rua dos Pinheiros, 120, Pinheiros, São Paulo, SP, 05422-000, Brasil"
    )
    const post = fetchMock.mock.calls.find(
      (c) => (c[1] as RequestInit).method === "POST"
    )!
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({
      first_name: "Ana Souza",
      phone: "+55 11 91234-5678",
      address_1: "Rua dos Pinheiros, 120",
      address_2: "Pinheiros",
      city: "São Paulo",
      province: "SP",
      postal_code: "05422-000",
      country_code: "br",
    })

    // edited again: street and number apart, neighbourhood and state kept
    fireEvent.click(screen.getByTestId("address-edit"))
    const again = await screen.findByRole("dialog")
    const value = (label: string) =>
      (within(again).getByLabelText(label) as HTMLInputElement).value
    expect(value("Logradouro (rua, avenida…)")).toBe("Rua dos Pinheiros")
    expect(value("Número (opcional)")).toBe("120")
    expect(value("Bairro (opcional)")).toBe("Pinheiros")
    expect(value("Estado (opcional)")).toBe("SP")
  })
})
