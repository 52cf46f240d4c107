import { fireEvent, screen, within } from "@testing-library/react"
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

describe("/login", () => {
  inLanguage("pt-BR")

  it("asks before a staff impersonation token replaces the session, then shows the banner", async () => {
    setToken(liveToken({ who: "someone else" }))
    const staff = liveToken({ impersonated_by: "user_1" })
    mockApi(
      dashboardAnswer(
        memberFixture({
          impersonated_by: { user_id: "user_1", username: "boss" },
        })
      )
    )
    const before = getToken()
    renderAt(`/login?impersonation=${encodeURIComponent(staff)}`)
    const ask = await screen.findByTestId("impersonation-confirm")
    expect(ask.textContent).toContain("alice")
    expect(ask.textContent).toContain("boss")
    // Nothing replaced until the staff member confirms (no login CSRF).
    expect(getToken()).toBe(before)
    fireEvent.click(within(ask).getByTestId("impersonation-accept"))
    expect(await screen.findByTestId("dashboard")).toBeTruthy()
    expect(getToken()).toBe(staff)
    expect(
      (await screen.findByTestId("impersonation-banner")).textContent
    ).toContain("O funcionário boss está conectado como este membro (alice)")
  })

  it("asks the authenticator code on the same screen when the server wants it", async () => {
    const sent: Record<string, unknown>[] = []
    mockApi((url, init) => {
      if (url.pathname === "/store/members/login") {
        const body = JSON.parse(String(init.body))
        sent.push(body)
        if (!body.totp_code)
          return {
            status: 401,
            body: { code: "totp_required", field: "totp_code" },
          }
        return { body: { token: liveToken(), expires_at: "2099-01-01" } }
      }
      return { body: { id: "cap_1", svg: "<svg></svg>" } }
    })
    renderAt("/login")
    // no code field for a login that needs none
    await screen.findByTestId("login-submit")
    expect(screen.queryByTestId("login-totp")).toBeNull()
    const fill = () => {
      fireEvent.change(screen.getByLabelText("Nome de usuário"), {
        target: { value: "alice" },
      })
      fireEvent.change(screen.getByLabelText("Senha"), {
        target: { value: "Passw0rdXyz" },
      })
      fireEvent.change(screen.getByLabelText("Código de verificação"), {
        target: { value: "abcd" },
      })
    }
    fill()
    fireEvent.click(screen.getByTestId("login-submit"))
    const field = await screen.findByTestId("login-totp")
    expect(
      (await screen.findByTestId("error-totp_code")).textContent
    ).toContain("Digite o código do seu aplicativo autenticador")
    fireEvent.change(field, { target: { value: "123456" } })
    fill()
    await vi.waitFor(() =>
      expect(
        (screen.getByTestId("login-submit") as HTMLButtonElement).disabled
      ).toBe(false)
    )
    fireEvent.click(screen.getByTestId("login-submit"))
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toMatchObject({ username: "alice", totp_code: "123456" })
  })

  it("refuses an expired impersonation link", async () => {
    mockApi(() => ({ body: { id: "cap_1", svg: "<svg></svg>" } }))
    const expired = `h.${btoa(JSON.stringify({ exp: 1 }))}.s`
    renderAt(`/login?impersonation=${expired}`)
    expect(await screen.findByTestId("impersonation-expired")).toBeTruthy()
    expect(getToken()).toBeNull()
  })

  it("resets a forgotten password through the security question", async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.pathname === "/store/members/me/security-question")
        return url.searchParams.get("username") === "alice"
          ? {
              body: { username: "alice", security_question: "Primeiro pet?" },
            }
          : {
              status: 404,
              body: { code: "member_not_found", field: "username" },
            }
      if (url.pathname === "/store/members/password-reset") {
        const body = JSON.parse(String(init.body))
        return body.security_answer === "Rex"
          ? { body: { success: true } }
          : {
              status: 400,
              body: {
                code: "security_answer_invalid",
                field: "security_answer",
              },
            }
      }
      return { body: { id: "cap_1", svg: "<svg></svg>" } }
    })
    renderAt("/login")
    fireEvent.click(await screen.findByTestId("forgot-open"))
    const dialog = await screen.findByRole("dialog")
    fireEvent.change(within(dialog).getByLabelText("Nome de usuário"), {
      target: { value: "nobody" },
    })
    fireEvent.click(within(dialog).getByTestId("forgot-next"))
    expect(
      (await within(dialog).findByTestId("error-forgot-username")).textContent
    ).toBe("Membro não encontrado")

    fireEvent.change(within(dialog).getByLabelText("Nome de usuário"), {
      target: { value: "alice" },
    })
    fireEvent.click(within(dialog).getByTestId("forgot-next"))
    expect(
      (await within(dialog).findByTestId("forgot-question")).textContent
    ).toBe("Primeiro pet?")
    fireEvent.change(within(dialog).getByLabelText("Sua resposta"), {
      target: { value: "Gato" },
    })
    fireEvent.change(within(dialog).getByLabelText("Nova senha de acesso"), {
      target: { value: "N3wPassword" },
    })
    fireEvent.change(within(dialog).getByLabelText("Confirme a nova senha"), {
      target: { value: "N3wPassword" },
    })
    await within(dialog).findByTestId("captcha-image")
    fireEvent.change(within(dialog).getByLabelText("Código de verificação"), {
      target: { value: "abcd" },
    })
    fireEvent.click(within(dialog).getByTestId("forgot-submit"))
    expect(
      (await within(dialog).findByTestId("error-forgot-answer")).textContent
    ).toBe("A resposta à pergunta de segurança está errada")

    fireEvent.change(within(dialog).getByLabelText("Sua resposta"), {
      target: { value: "Rex" },
    })
    // The refused try used the captcha up: a new code for the next one.
    fireEvent.change(within(dialog).getByLabelText("Código de verificação"), {
      target: { value: "efgh" },
    })
    fireEvent.click(within(dialog).getByTestId("forgot-submit"))
    expect((await screen.findByTestId("login-notice")).textContent).toBe(
      "Sua senha foi alterada. Entre com a nova senha."
    )
    expect(
      (screen.getByLabelText("Nome de usuário") as HTMLInputElement).value
    ).toBe("alice")
    const reset = fetchMock.mock.calls.filter((c) =>
      String(c[0]).endsWith("/store/members/password-reset")
    )
    expect(JSON.parse(String((reset[1][1] as RequestInit).body))).toEqual({
      username: "alice",
      security_answer: "Rex",
      password: "N3wPassword",
      password_confirm: "N3wPassword",
      captcha_id: "cap_1",
      captcha_code: "efgh",
    })
  })

  it("offers a logged-in member the password change under /info", async () => {
    setToken(liveToken())
    mockApi((url) =>
      url.pathname === "/store/members/me"
        ? { body: { member: memberFixture() } }
        : { body: { id: "cap_1", svg: "<svg></svg>" } }
    )
    renderAt("/login")
    const link = await screen.findByTestId("reset-password-link")
    expect(link.getAttribute("href")).toBe("/info#password")
    fireEvent.click(link)
    const section = await screen.findByTestId("password-login")
    expect(await within(section).findByLabelText("Senha original")).toBeTruthy()
  })

  it("shows the frozen account's message", async () => {
    mockApi((url) =>
      url.pathname === "/store/members/login"
        ? {
            status: 403,
            body: { code: "member_frozen", message: "Your account is frozen" },
          }
        : { body: { id: "cap_1", svg: "<svg></svg>" } }
    )
    renderAt("/login")
    await screen.findByTestId("captcha-image")
    fireEvent.change(screen.getByLabelText("Nome de usuário"), {
      target: { value: "alice" },
    })
    fireEvent.change(screen.getByLabelText("Senha"), {
      target: { value: "Passw0rd!" },
    })
    fireEvent.change(screen.getByLabelText("Código de verificação"), {
      target: { value: "x" },
    })
    await vi.waitFor(() =>
      expect(
        (screen.getByTestId("login-submit") as HTMLButtonElement).disabled
      ).toBe(false)
    )
    fireEvent.click(screen.getByTestId("login-submit"))
    expect((await screen.findByTestId("login-error")).textContent).toBe(
      "Sua conta está congelada"
    )
  })
})
