import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { headersOf, mockApi, renderAt } from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

const guide = Array.from({ length: 10 }, (_, i) => ({
  id: `guide_${i + 1}`,
  key: `q-${i + 1}`,
  position: i + 1,
  question: `Question ${i + 1}?`,
  answer: `First paragraph ${i + 1}.\n\nSecond paragraph ${i + 1}.`,
  translations: {},
}))

describe("/guide", () => {
  inLanguage("pt-BR")

  it("asks for the active locale with the publishable key and shows ten closed questions", async () => {
    const fetchMock = mockApi(() => ({ body: { guide } }))
    renderAt("/guide")
    expect(await screen.findAllByTestId("guide-item")).toHaveLength(10)
    const [url] = fetchMock.mock.calls[0] as [string]
    expect(new URL(url).pathname).toBe("/store/guide")
    expect(new URL(url).searchParams.get("locale")).toBe("pt-BR")
    expect(
      headersOf(fetchMock.mock.calls[0]).get("x-publishable-api-key")
    ).toBe("pk_test")
    expect(screen.queryByText("Second paragraph 3.")).toBeNull()

    const button = screen.getByRole("button", { name: /Question 3\?/ })
    expect(button.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(button)
    expect(button.getAttribute("aria-expanded")).toBe("true")
    expect(screen.getByText("First paragraph 3.")).toBeTruthy()
    expect(screen.getByText("Second paragraph 3.")).toBeTruthy()
  })

  it("shows an error with a retry that loads the guide", async () => {
    let fail = true
    mockApi(() =>
      fail ? { status: 500, body: { message: "down" } } : { body: { guide } }
    )
    renderAt("/guide")
    const retry = await screen.findByRole("button", { name: "Tentar de novo" })
    fail = false
    fireEvent.click(retry)
    expect(await screen.findAllByTestId("guide-item")).toHaveLength(10)
  })

  it("says so when the guide is empty", async () => {
    mockApi(() => ({ body: { guide: [] } }))
    renderAt("/guide")
    expect(
      await screen.findByText("O guia está sendo escrito. Volte em breve.")
    ).toBeTruthy()
  })
})
