import { describe, expect, it } from "vitest"
import ar from "../i18n/locales/ar.json"
import enUS from "../i18n/locales/en-US.json"
import ptBR from "../i18n/locales/pt-BR.json"
import zhCN from "../i18n/locales/zh-CN.json"
import { registrationErrors, type RegistrationForm } from "./registration-rules"

const valid: RegistrationForm = {
  sponsor: "root",
  username: "alice01",
  password: "Passw0rd!",
  password_confirm: "Passw0rd!",
  secondary_password: "Second0ne!",
  secondary_password_confirm: "Second0ne!",
  phone: "+55 11 91234-5678",
  security_question: "First pet?",
  security_answer: "Rex",
  captcha_code: "ab3d",
}

describe("registrationErrors", () => {
  it("accepts a valid form", () => {
    expect(registrationErrors(valid)).toEqual({})
  })

  it("reports every empty field at once, with the server's codes", () => {
    const empty = Object.fromEntries(
      Object.keys(valid).map((k) => [k, ""])
    ) as RegistrationForm
    expect(registrationErrors(empty)).toEqual({
      sponsor: "sponsor_required",
      username: "username_required",
      password: "password_required",
      secondary_password: "secondary_password_required",
      phone: "phone_invalid",
      security_question: "security_question_required",
      security_answer: "security_answer_required",
      captcha_code: "captcha_required",
    })
  })

  it("applies the shared limits: charset, lengths, phone, confirmations", () => {
    expect(
      registrationErrors({
        ...valid,
        username: "al",
        password: "short",
        password_confirm: "other",
        secondary_password_confirm: "x",
        phone: "12ab",
      })
    ).toEqual({
      username: "username_length",
      password: "password_too_short",
      password_confirm: "passwords_mismatch",
      secondary_password_confirm: "passwords_mismatch",
      phone: "phone_invalid",
    })
    expect(registrationErrors({ ...valid, username: "al ice" })).toEqual({
      username: "username_charset",
    })
    expect(registrationErrors({ ...valid, username: "a".repeat(21) })).toEqual({
      username: "username_length",
    })
  })
})

describe("the security question's message", () => {
  it("asks to write the question (free text), not to choose one, in every language", () => {
    const said = [enUS, ptBR, zhCN, ar].map(
      (l) => l.errors.security_question_required
    )
    expect(said).toEqual([
      "Please write a security question",
      "Escreva uma pergunta de segurança",
      "请填写安全问题",
      "يُرجى كتابة سؤال أمان",
    ])
    for (const text of said)
      expect(text).not.toMatch(
        /choose|select|escolh|selecion|选择|اختر|اختيار/i
      )
  })
})
