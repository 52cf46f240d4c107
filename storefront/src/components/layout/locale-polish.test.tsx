import { fireEvent, screen, waitFor } from "@testing-library/react"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  dashboardAnswer,
  memberFixture,
  mockApi,
  renderAt,
} from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

// Polish a member on a phone met in pt-BR and zh-CN: the title focused for
// screen readers without a ring, the language's name on one line, a new member
// welcomed (not welcomed back).

describe("the layout in zh-CN", () => {
  signedInMember("zh-CN")

  it("greets a new member with 欢迎 and an active one with 您好, never 欢迎回来", async () => {
    mockApi(dashboardAnswer(memberFixture({ active: false, card: null })))
    const first = renderAt("/")
    expect((await screen.findByTestId("dashboard-greeting")).textContent).toBe(
      "欢迎"
    )
    expect(document.body.textContent).not.toContain("欢迎回来")
    first.unmount()
    mockApi(dashboardAnswer(memberFixture({ active: true, card: "standard" })))
    renderAt("/")
    expect((await screen.findByTestId("dashboard-greeting")).textContent).toBe(
      "您好"
    )
  })

  it("focuses the new screen's title after a navigation, marked so no ring is drawn", async () => {
    mockApi(dashboardAnswer())
    renderAt("/")
    await screen.findByTestId("dashboard")
    const link = screen
      .getAllByRole("link")
      .find((a) => a.getAttribute("href") === "/notice/detail")!
    fireEvent.click(link)
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"))
    expect(document.activeElement!.hasAttribute("data-route-focus")).toBe(true)
    const css = readFileSync("src/index.css", "utf8")
    expect(css).toMatch(
      /\[data-route-focus\]:focus,\s*\[data-route-focus\]:focus-visible\s*\{\s*outline: none;/
    )
  })
})

describe("the header in pt-BR", () => {
  signedInMember("pt-BR")

  it("keeps 'Português (Brasil)' on one line and never shrinks the switcher", async () => {
    mockApi(dashboardAnswer())
    renderAt("/")
    const button = await screen.findByTestId("language-switcher")
    expect(button.textContent).toContain("Português (Brasil)")
    // a phone shows the code, so the screen's title keeps its room
    expect(button.querySelector(".sm\\:hidden")?.textContent).toBe("PT")
    expect(button.querySelector(".sr-only")?.textContent).toBe(
      "Idioma: Português (Brasil)"
    )
    expect(button.className).toContain("whitespace-nowrap")
    expect(button.className).toContain("shrink-0")
  })
})
