import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { memberFixture, renderAt } from "../../test/render"
import { signedInMember } from "../../test/describe-hooks"

const KINDS = ["recharge_credited", "withdrawal_paid"]

type State = {
  available: boolean
  address: string | null
  pending: string | null
  email: Set<string>
}

/** The notification routes as the server answers them, over `state`. */
function server(state: State, refuse: Record<string, unknown> = {}) {
  const prefs = () => ({
    available: state.available,
    email:
      state.address || state.pending
        ? {
            address: state.address,
            confirmed_at: state.address ? "2026-12-08T00:00:00.000Z" : null,
            pending_address: state.pending,
            code_expires_at: state.pending ? "2026-12-08T00:15:00.000Z" : null,
            locale: "en-US",
            unsubscribed_at: null,
          }
        : null,
    kinds: KINDS.map((kind) => ({ kind, email: state.email.has(kind) })),
  })
  return stubApi((call) => {
    const path = call.url.pathname
    if (path === "/store/members/me")
      return { body: { member: memberFixture() } }
    if (path in refuse && call.method === "POST")
      return { status: 400, body: refuse[path] }
    if (path === "/store/notification-preferences" && call.method === "GET")
      return { body: prefs() }
    if (path === "/store/notification-preferences") {
      const body = call.body as { email: Record<string, boolean> }
      for (const [k, on] of Object.entries(body.email))
        if (on) state.email.add(k)
        else state.email.delete(k)
      return { body: prefs() }
    }
    if (path === "/store/notification-email") {
      state.pending = (call.body as { email: string }).email
      return { status: 201, body: { email: prefs().email } }
    }
    if (path === "/store/notification-email/confirm") {
      state.address = state.pending
      state.pending = null
      return { body: { email: prefs().email } }
    }
  })
}

const posts = (calls: ReturnType<typeof stubApi>, path: string) =>
  calls
    .filter((c) => c.method === "POST" && c.url.pathname === path)
    .map((c) => c.body)

describe("/info: email notifications", () => {
  signedInMember("en-US")

  it("adds an address, confirms it with the code, then turns email on for one kind", async () => {
    const state: State = {
      available: true,
      address: null,
      pending: null,
      email: new Set(),
    }
    const calls = server(state)
    renderAt("/info")
    const section = await screen.findByTestId("notification-email")
    expect(within(section).getByText("Email notifications")).toBeTruthy()
    // no choices before an address is confirmed
    expect(screen.queryByTestId("notification-email-kinds")).toBeNull()

    const address = within(section).getByLabelText("Email address")
    fireEvent.change(address, { target: { value: "not-an-address" } })
    fireEvent.click(screen.getByTestId("notification-email-send"))
    expect(
      (await screen.findByTestId("error-notification-email")).textContent
    ).toBe("Please enter a valid email address")
    expect(posts(calls, "/store/notification-email")).toEqual([])

    fireEvent.change(address, { target: { value: "ally@example.test" } })
    fireEvent.click(screen.getByTestId("notification-email-send"))
    expect(
      (await screen.findByTestId("notification-email-pending")).textContent
    ).toContain("ally@example.test")
    expect(posts(calls, "/store/notification-email")).toEqual([
      { email: "ally@example.test", locale: "en-US" },
    ])

    const code = screen.getByLabelText("Confirmation code")
    fireEvent.change(code, { target: { value: "12" } })
    fireEvent.click(screen.getByTestId("notification-email-confirm"))
    expect(
      (await screen.findByTestId("error-notification-email-code")).textContent
    ).toBe("The code is not correct")
    fireEvent.change(code, { target: { value: "123456" } })
    fireEvent.click(screen.getByTestId("notification-email-confirm"))
    expect(
      (await screen.findByTestId("notification-email-address")).textContent
    ).toBe("Emails go to ally@example.test")
    expect(posts(calls, "/store/notification-email/confirm")).toEqual([
      { code: "123456" },
    ])

    const recharge = (await screen.findByTestId(
      "email-kind-recharge_credited"
    )) as HTMLInputElement
    expect(recharge.checked).toBe(false)
    expect(screen.getByLabelText(/A recharge is credited/)).toBe(recharge)
    fireEvent.click(recharge)
    await waitFor(() =>
      expect(
        (screen.getByTestId("email-kind-recharge_credited") as HTMLInputElement)
          .checked
      ).toBe(true)
    )
    expect(posts(calls, "/store/notification-preferences")).toEqual([
      { email: { recharge_credited: true }, locale: "en-US" },
    ])
    expect(
      (screen.getByTestId("email-kind-withdrawal_paid") as HTMLInputElement)
        .checked
    ).toBe(false)
  })

  it("shows a wrong code's message from the server", async () => {
    const state: State = {
      available: true,
      address: null,
      pending: "ally@example.test",
      email: new Set(),
    }
    server(state, {
      "/store/notification-email/confirm": {
        code: "notification_email_code_expired",
        message: "There is no valid code",
        field: "code",
      },
    })
    renderAt("/info")
    fireEvent.change(await screen.findByLabelText("Confirmation code"), {
      target: { value: "654321" },
    })
    fireEvent.click(screen.getByTestId("notification-email-confirm"))
    expect(
      (await screen.findByTestId("error-notification-email-code")).textContent
    ).toBe(
      "There is no valid code (expired, or too many wrong tries): ask for a new one"
    )
  })

  it("puts a choice back and says why when the server refuses it", async () => {
    server(
      {
        available: true,
        address: "ally@example.test",
        pending: null,
        email: new Set(),
      },
      {
        "/store/notification-preferences": {
          code: "notification_email_unavailable",
          message: "Email notifications are not available on this platform",
        },
      }
    )
    renderAt("/info")
    const box = (await screen.findByTestId(
      "email-kind-withdrawal_paid"
    )) as HTMLInputElement
    fireEvent.click(box)
    expect(
      (await screen.findByTestId("notification-email-error")).textContent
    ).toBe("Email notifications are not available on this platform")
    expect(
      (screen.getByTestId("email-kind-withdrawal_paid") as HTMLInputElement)
        .checked
    ).toBe(false)
  })

  it("says so when the platform sends no email", async () => {
    server({ available: false, address: null, pending: null, email: new Set() })
    renderAt("/info")
    expect(
      (await screen.findByTestId("notification-email-off")).textContent
    ).toContain("not available on this platform")
    expect(screen.queryByTestId("notification-email-send")).toBeNull()
  })
})

describe("/info: email notifications in pt-BR", () => {
  signedInMember("pt-BR")

  it("reads in the app's language", async () => {
    server({
      available: true,
      address: "ally@example.test",
      pending: null,
      email: new Set(["withdrawal_paid"]),
    })
    renderAt("/info")
    expect(
      (await screen.findByTestId("notification-email-address")).textContent
    ).toBe("Os e-mails vão para ally@example.test")
    expect(screen.getByText("Um saque é pago")).toBeTruthy()
    expect(screen.getByText("No aplicativo e por e-mail")).toBeTruthy()
  })
})

describe("/unsubscribe", () => {
  signedInMember("zh-CN")

  it("unsubscribes by the link's token and says for which address", async () => {
    const calls = stubApi((call) =>
      call.url.pathname === "/store/notification-email/unsubscribe"
        ? call.url.searchParams.get("token") === "good-token-0123456789"
          ? { body: { unsubscribed: true, address: "a***@example.test" } }
          : {
              status: 404,
              body: { code: "unsubscribe_token_invalid", field: "token" },
            }
        : undefined
    )
    renderAt("/unsubscribe?token=good-token-0123456789")
    expect(
      (await screen.findByTestId("unsubscribe-done")).textContent
    ).toContain("a***@example.test 已退订通知邮件。")
    expect(
      calls.filter((c) => c.url.pathname.endsWith("/unsubscribe"))
    ).toHaveLength(1)
  })

  it("says when the link is not valid", async () => {
    stubApi(() => ({
      status: 404,
      body: { code: "unsubscribe_token_invalid", field: "token" },
    }))
    renderAt("/unsubscribe?token=bad-token-0123456789")
    expect((await screen.findByTestId("unsubscribe-failed")).textContent).toBe(
      "此退订链接无效"
    )
  })
})
