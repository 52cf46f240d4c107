import { fireEvent, screen, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { getToken, setToken } from "../../lib/session"
import { liveToken, memberFixture, mockApi, renderAt } from "../../test/render"
import { inLanguage } from "../../test/describe-hooks"

const WALLET = "0x" + "1234567890abcdefABCD".repeat(2)

const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(
      (c) =>
        String(c[0]).endsWith(path) && (c[1] as RequestInit)?.method === "POST"
    )
    .map((c) => (c[1] as RequestInit).body)

describe("/info", () => {
  inLanguage("en-US")

  it("checks the wallet address before sending, then saves only what changed", async () => {
    setToken(liveToken())
    let member = memberFixture()
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === "/store/members/me" && init.method === "POST") {
        member = { ...member, ...JSON.parse(String(init.body)) }
      }
      return { body: { member } }
    })
    renderAt("/info")
    const wallet = await screen.findByLabelText("Wallet address (USDT-BEP20)")
    const save = screen.getByTestId("profile-submit") as HTMLButtonElement
    expect(save.disabled).toBe(true)

    fireEvent.change(wallet, { target: { value: "0x123" } })
    fireEvent.click(save)
    expect(
      (await screen.findByTestId("error-wallet_address")).textContent
    ).toBe("The wallet address must be 0x followed by 40 hexadecimal digits")
    expect(wallet.getAttribute("aria-invalid")).toBe("true")
    await vi.waitFor(() => expect(document.activeElement).toBe(wallet))
    expect(posts(fetchMock, "/store/members/me")).toEqual([])

    fireEvent.change(wallet, { target: { value: WALLET } })
    fireEvent.change(screen.getByLabelText("Nickname"), {
      target: { value: "Ally" },
    })
    // A new wallet needs the secondary password: asked, then sent with it.
    fireEvent.click(save)
    expect(
      (await screen.findByTestId("error-secondary_password")).textContent
    ).toBe("Enter your secondary password to change the wallet address")
    expect(posts(fetchMock, "/store/members/me")).toEqual([])
    fireEvent.change(
      screen.getByLabelText(
        "Secondary password (needed to change the wallet address)"
      ),
      { target: { value: "Second0ne!" } }
    )
    fireEvent.click(save)
    expect((await screen.findByTestId("toast-success")).textContent).toContain(
      "Your information has been saved"
    )
    expect(
      posts(fetchMock, "/store/members/me").map((b) => JSON.parse(String(b)))
    ).toEqual([
      {
        nickname: "Ally",
        wallet_address: WALLET,
        secondary_password: "Second0ne!",
      },
    ])
    expect(screen.queryByTestId("error-wallet_address")).toBeNull()
    // The live region that announces it is a status region.
    expect(
      screen.getByTestId("toast-success").closest("[role=status]")
    ).toBeTruthy()
  })

  it("shows the wallet not verified, proves it with the browser wallet's signature, then verified since", async () => {
    setToken(liveToken())
    let member: Record<string, unknown> = memberFixture({
      wallet_address: WALLET,
    })
    const request = vi.fn(async ({ method }: { method: string }) =>
      method === "personal_sign" ? "0x" + "ab".repeat(65) : [WALLET]
    )
    vi.stubGlobal("ethereum", { request })
    const fetchMock = mockApi((url) => {
      if (url.pathname === "/store/members/me/wallet-proof/challenge")
        return {
          status: 201,
          body: { message: "sign me", expires_at: "2030-01-01T00:00:00Z" },
        }
      if (url.pathname === "/store/members/me/wallet-proof")
        member = { ...member, wallet_verified_at: "2026-12-07T10:00:00.000Z" }
      return { body: { member } }
    })
    try {
      renderAt("/info")
      expect(
        (await screen.findByTestId("wallet-not-verified")).textContent
      ).toContain("Not verified")
      fireEvent.click(screen.getByTestId("wallet-prove"))
      expect(
        (await screen.findByTestId("wallet-verified")).textContent
      ).toContain("Verified since")
      expect(request).toHaveBeenCalledWith({
        method: "personal_sign",
        params: ["sign me", WALLET],
      })
      expect(
        posts(fetchMock, "/store/members/me/wallet-proof").map((b) =>
          JSON.parse(String(b))
        )
      ).toEqual([{ address: WALLET, signature: "0x" + "ab".repeat(65) }])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("shows the server's message under the field it names", async () => {
    setToken(liveToken())
    mockApi((url, init) =>
      url.pathname === "/store/members/me" && init.method === "POST"
        ? {
            status: 400,
            body: {
              code: "phone_invalid",
              message: "Please enter a valid phone number",
              field: "phone",
            },
          }
        : { body: { member: memberFixture() } }
    )
    renderAt("/info")
    const phone = await screen.findByLabelText("Phone number")
    fireEvent.change(phone, { target: { value: "+55 11 0000-0000" } })
    fireEvent.click(screen.getByTestId("profile-submit"))
    expect((await screen.findByTestId("error-phone")).textContent).toBe(
      "Please enter a valid phone number"
    )
    // No input lost.
    expect((phone as HTMLInputElement).value).toBe("+55 11 0000-0000")
  })

  it("keeps the session with the new token after a login-password change", async () => {
    setToken(liveToken({ n: 1 }))
    const fresh = liveToken({ n: 2 })
    const fetchMock = mockApi((url) =>
      url.pathname === "/store/members/me/password"
        ? { body: { success: true, token: fresh } }
        : { body: { member: memberFixture() } }
    )
    renderAt("/info#password")
    const section = await screen.findByTestId("password-login")
    // Opened by the #password link.
    const old = await within(section).findByLabelText("Original password")
    fireEvent.change(old, { target: { value: "Passw0rd!" } })
    fireEvent.change(within(section).getByLabelText("New password"), {
      target: { value: "N3wPassword" },
    })
    fireEvent.change(
      within(section).getByLabelText("Confirm the new password"),
      { target: { value: "N3wPassw0rd" } }
    )
    fireEvent.click(screen.getByTestId("password-login-submit"))
    expect(
      (await screen.findByTestId("error-login-password_confirm")).textContent
    ).toBe("Two passwords are inconsistent")
    fireEvent.change(
      within(section).getByLabelText("Confirm the new password"),
      { target: { value: "N3wPassword" } }
    )
    fireEvent.click(screen.getByTestId("password-login-submit"))
    await screen.findByText(
      "Your login password has been changed. Other devices are logged out."
    )
    expect(getToken()).toBe(fresh)
    expect(
      JSON.parse(String(posts(fetchMock, "/store/members/me/password")[0]))
    ).toEqual({
      kind: "login",
      old: "Passw0rd!",
      password: "N3wPassword",
      password_confirm: "N3wPassword",
    })
  })

  it("does not offer password changes to staff logged in as the member", async () => {
    setToken(liveToken())
    mockApi(() => ({
      body: {
        member: memberFixture({
          impersonated_by: { user_id: "user_1", username: "boss" },
        }),
      },
    }))
    renderAt("/info#password")
    const section = await screen.findByTestId("password-login")
    expect(
      await within(section).findByText(
        "Staff logged in as a member cannot change the member's passwords."
      )
    ).toBeTruthy()
    expect(within(section).queryByLabelText("Original password")).toBeNull()
  })

  it("ends the session on a 401 and returns to /login, saying why", async () => {
    setToken(liveToken())
    mockApi(() => ({
      status: 401,
      body: {
        code: "session_expired",
        message: "Your session has ended. Please log in again",
      },
    }))
    renderAt("/info")
    expect(await screen.findByTestId("session-ended")).toBeTruthy()
    expect(screen.getByTestId("login-submit")).toBeTruthy()
    expect(getToken()).toBeNull()
  })
})
