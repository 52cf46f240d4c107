import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setToken } from "../../lib/session"
import {
  dashboardAnswer,
  liveToken,
  memberFixture,
  mockApi,
  renderAt,
} from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

const BOARD = {
  day: "2026-11-22",
  timezone: "UTC",
  first_place_min: 3,
  standings: [
    { rank: 1, username: "bia", count: 4, uuc: "2000.00000000" },
    { rank: 2, username: "alice", count: 2, uuc: "1500.00000000" },
  ],
  me: { rank: 2, count: 2 },
}

describe("the dashboard's daily top 10", () => {
  inLanguage("pt-BR")

  it("lists today's ranks with their rewards and the member's own place", async () => {
    setToken(liveToken())
    const base = dashboardAnswer(memberFixture())
    mockApi((url) =>
      url.pathname === "/store/leaderboard" ? { body: BOARD } : base(url)
    )
    renderAt("/")
    const board = await screen.findByTestId("leaderboard")
    const rows = await within(board).findAllByTestId("leaderboard-row")
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain("bia")
    expect(rows[0].textContent).toContain("4 cartões ouro")
    expect(rows[0].textContent).toContain("2.000")
    expect(within(board).getByTestId("leaderboard-me").textContent).toBe(
      "Você está em 2º lugar hoje (2)."
    )
  })

  it("says when nobody has sponsored a gold card yet", async () => {
    setToken(liveToken())
    mockApi(dashboardAnswer(memberFixture()))
    renderAt("/")
    const board = await screen.findByTestId("leaderboard")
    expect(
      await within(board).findByText("Nenhum cartão ouro indicado hoje ainda.")
    ).toBeTruthy()
  })
})
