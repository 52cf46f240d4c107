import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const item = (id: string, read = false) => ({
  id,
  kind: "bonus_earned",
  title: `You earned a bonus of 10.00 USD (${id})`,
  body: "alice activated a card in your network: 10.00 USD of bonus is yours.",
  link: "/financial",
  read_at: read ? "2026-12-07T10:00:00.000Z" : null,
  created_at: "2026-12-07T09:00:00.000Z",
})

describe("/notifications", () => {
  signedInMember("en-US")

  it("shows the empty state and no bell count when nothing was sent", async () => {
    stubApi((call) =>
      call.url.pathname === "/store/notifications"
        ? {
            body: {
              notifications: [],
              unread_count: 0,
              count: 0,
              limit: 50,
              offset: 0,
            },
          }
        : undefined
    )
    renderAt("/notifications")
    expect(
      await screen.findByText("No notifications yet.", { exact: false })
    ).toBeTruthy()
    expect(screen.queryByTestId("notification-count")).toBeNull()
    expect(screen.queryByTestId("notifications-mark-all")).toBeNull()
  })

  it("lists them with the bell's count, in the app's language, and marks all read", async () => {
    let unread = 1
    const calls = stubApi((call) => {
      if (call.method === "POST" && call.url.pathname.endsWith("/read")) {
        unread = 0
        return { body: { marked: 1, unread_count: 0 } }
      }
      if (call.url.pathname === "/store/notifications")
        return {
          body: {
            notifications: [item("n2", unread === 0), item("n1", true)],
            unread_count: unread,
            count: 2,
            limit: 50,
            offset: 0,
          },
        }
    })
    renderAt("/notifications")
    expect(await screen.findAllByTestId("notification-item")).toHaveLength(2)
    expect((await screen.findByTestId("notification-count")).textContent).toBe(
      "1"
    )
    expect(
      calls
        .find((c) => c.url.searchParams.get("limit") === "50")
        ?.url.searchParams.get("locale")
    ).toBe("en-US")
    fireEvent.click(screen.getByTestId("notifications-mark-all"))
    await waitFor(() =>
      expect(screen.queryByTestId("notification-count")).toBeNull()
    )
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ all: true })
  })
})
