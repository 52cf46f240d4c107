import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { getToken } from "../../lib/session"
import { inLanguage } from "../../test/describe-hooks"
import {
  dashboardAnswer,
  liveToken,
  memberFixture,
  mockApi,
  renderAt,
} from "../../test/render"

const FORM = {
  username: "alice",
  password: "Passw0rd!",
  password_confirm: "Passw0rd!",
  secondary_password: "Second0ne!",
  secondary_password_confirm: "Second0ne!",
  phone: "+55 11 91234-5678",
  security_question: "Primeiro pet?",
  security_answer: "Rex",
  captcha_code: "abcd",
}

describe("/register", () => {
  inLanguage("pt-BR")

  it("logs the new member in with the registration's token and opens the dashboard, no second captcha", async () => {
    const token = liveToken()
    const dashboard = dashboardAnswer(memberFixture())
    const posted: string[] = []
    mockApi((url, init) => {
      if (url.pathname === "/store/captcha")
        return { body: { id: "cap_1", svg: "<svg></svg>" } }
      if (url.pathname === "/store/members/register") {
        posted.push(String(init.body))
        return { status: 201, body: { member: { username: "alice" }, token } }
      }
      if (url.pathname === "/store/members/login")
        return { status: 500, body: { code: "unexpected" } }
      return dashboard(url)
    })
    renderAt("/register?sponsor=root")
    await screen.findByTestId("captcha-image")
    for (const [name, value] of Object.entries(FORM))
      fireEvent.change(document.getElementById(name) as HTMLElement, {
        target: { value },
      })
    fireEvent.click(await screen.findByTestId("register-submit"))
    expect(await screen.findByTestId("dashboard")).toBeTruthy()
    expect(getToken()).toBe(token)
    expect(posted).toHaveLength(1)
    expect(JSON.parse(posted[0])).toMatchObject({
      sponsor: "root",
      captcha_id: "cap_1",
    })
    expect(
      await screen.findByText("Boas-vindas, alice! Sua conta está pronta.")
    ).toBeTruthy()
  })
})
