import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

// On a 390 px phone in pt-BR the four status tabs do not fit one line: they wrap
// onto a second one, so "Cancelado" is never cut off behind a row that scrolls
// with nothing saying it does.

describe("the order status tabs on a phone in pt-BR", () => {
  signedInMember("pt-BR")

  it("/shop-order: every status tab is on the page, in a row that wraps instead of scrolling", async () => {
    stubApi(({ url }) =>
      url.pathname === "/store/shop/orders"
        ? { body: { orders: [], count: 0 } }
        : undefined
    )
    renderAt("/shop-order")
    const list = await screen.findByRole("tablist")
    const names = screen.getAllByRole("tab").map((t) => t.textContent)
    expect(names).toContain("Cancelado")
    expect(list.className).toContain("flex-wrap")
    expect(list.className).not.toMatch(/overflow-x-(auto|scroll)/)
    // each tab may grow but never shrinks below its label
    for (const tab of screen.getAllByRole("tab"))
      expect(tab.className).toMatch(/flex-\[1_0_auto\]|shrink-0/)
  })
})
