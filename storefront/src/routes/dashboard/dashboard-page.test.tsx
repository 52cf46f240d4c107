import { screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import {
  dashboardAnswer,
  memberFixture,
  mockApi,
  renderAt,
} from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const loan = (over: object) => ({
  id: "loan_1",
  card: "gold",
  status: "passed",
  principal: "200.00000000",
  owed: "220.00000000",
  repaid: "22.50000000",
  outstanding: "197.50000000",
  activation_id: "act_1",
  reason: null,
  reviewed_at: "2026-11-22T10:00:00.000Z",
  created_at: "2026-11-22T09:00:00.000Z",
  ...over,
})

describe("/ (dashboard): card and loan", () => {
  signedInMember("en-US")

  it("shows what a borrower still owes and links the card area to /star", async () => {
    mockApi(
      dashboardAnswer(
        memberFixture({ card: "gold", active: true, loan: loan({}) })
      )
    )
    renderAt("/")
    const box = await screen.findByTestId("dashboard-loan")
    expect(box.textContent).toContain("You still owe 197.50 USDT")
    expect(box.textContent).toContain("Repaid: 22.50 USDT")
    const link = screen.getByTestId("dashboard-star-link")
    expect(link.textContent).toBe("See the cards")
    expect(link.getAttribute("href")).toBe("/star")
    expect(
      within(screen.getByRole("navigation", { name: "My account" }))
        .getByRole("link", { name: "Upgrade" })
        .getAttribute("href")
    ).toBe("/star")
  })

  it("shows an application under review, and nothing about loans without one", async () => {
    mockApi(
      dashboardAnswer(
        memberFixture({
          loan: loan({ status: "pending", owed: null, outstanding: null }),
        })
      )
    )
    const first = renderAt("/")
    expect((await screen.findByTestId("dashboard-loan")).textContent).toContain(
      "Pending review"
    )
    expect(screen.getByTestId("dashboard-star-link").textContent).toBe(
      "Get a card"
    )
    first.unmount()
    vi.unstubAllGlobals()
    mockApi(dashboardAnswer(memberFixture({ card: "standard", loan: null })))
    renderAt("/")
    expect((await screen.findByTestId("dashboard-star-link")).textContent).toBe(
      "Upgrade to gold"
    )
    expect(screen.queryByTestId("dashboard-loan")).toBeNull()
  })
})

describe("/ (dashboard): refund debt", () => {
  signedInMember("en-US")

  it("shows what refunds left owed and that later bonuses pay it off", async () => {
    mockApi(
      dashboardAnswer(
        memberFixture({
          card: "gold",
          active: true,
          loan: loan({}),
          refund_debt: "1234.56789012",
        })
      )
    )
    renderAt("/")
    const box = await screen.findByTestId("dashboard-refund-debt")
    expect(
      within(box).getByRole("heading", { name: "Refund debt" })
    ).toBeTruthy()
    // the exact decimal, every digit kept (no float rounding)
    expect(box.textContent).toContain("You owe 1,234.56789012 USD")
    expect(box.textContent).toContain(
      "Any later bonus pays it off automatically"
    )
    // beside the loan, not instead of it
    expect(screen.getByTestId("dashboard-loan")).toBeTruthy()
  })

  it("shows nothing about it when nothing is owed", async () => {
    mockApi(dashboardAnswer(memberFixture({ refund_debt: "0" })))
    const first = renderAt("/")
    await screen.findByTestId("dashboard-star-link")
    expect(screen.queryByTestId("dashboard-refund-debt")).toBeNull()
    first.unmount()
    vi.unstubAllGlobals()
    mockApi(dashboardAnswer(memberFixture({ refund_debt: "0.00000000" })))
    const second = renderAt("/")
    await screen.findByTestId("dashboard-star-link")
    expect(screen.queryByTestId("dashboard-refund-debt")).toBeNull()
    second.unmount()
    vi.unstubAllGlobals()
    // a server without the rewards plugin answers no refund_debt at all
    mockApi(dashboardAnswer(memberFixture()))
    renderAt("/")
    await screen.findByTestId("dashboard-star-link")
    expect(screen.queryByTestId("dashboard-refund-debt")).toBeNull()
  })
})
