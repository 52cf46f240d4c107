import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { getToken, setToken } from "../../lib/session"
import {
  dashboardAnswer,
  liveToken,
  memberFixture,
  mockApi,
  renderAt,
} from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

const answer = (impersonated_by: object | null) =>
  dashboardAnswer(memberFixture({ impersonated_by }))

describe("the impersonation banner", () => {
  inLanguage("en-US")

  it("says which staff member acts, on every layout screen, and ends that session", async () => {
    setToken(liveToken())
    mockApi(answer({ user_id: "user_1", username: "boss" }))
    renderAt("/home")
    const banner = await screen.findByTestId("impersonation-banner")
    expect(banner.textContent).toContain(
      "Staff boss is logged in as this member (alice)"
    )
    fireEvent.click(screen.getByTestId("impersonation-end"))
    expect(await screen.findByTestId("login-submit")).toBeTruthy()
    expect(getToken()).toBeNull()
    // Plain /login: not sent back to the screen the staff member left.
    expect(screen.queryByTestId("session-ended")).toBeNull()
    expect(screen.queryByTestId("already-logged-in")).toBeNull()
  })

  it("is absent in the member's own session and for visitors", async () => {
    setToken(liveToken())
    const fetchMock = mockApi(answer(null))
    renderAt("/home")
    await screen.findByTestId("home-hero")
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some((c) =>
          String(c[0]).endsWith("/store/members/me")
        )
      ).toBe(true)
    )
    expect(screen.queryByTestId("impersonation-banner")).toBeNull()
  })

  it("asks nothing without a session", async () => {
    const fetchMock = mockApi(answer(null))
    renderAt("/home")
    await screen.findByTestId("home-hero")
    // /home asks for the plan's card prices, never for the member.
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes("/store/members/me")
      )
    ).toBe(false)
    expect(screen.queryByTestId("impersonation-banner")).toBeNull()
  })
})
