import { describe, expect, it } from "vitest"
import enUS from "../i18n/locales/en-US.json"
import {
  addressErrors,
  isWalletAddress,
  passwordErrors,
  profileChanges,
  profileErrors,
  resetErrors,
} from "./validate"

const wallet = "0x" + "aB3".repeat(13) + "f"

describe("client-side checks", () => {
  it("accepts only 0x and 40 hexadecimal digits as a wallet address", () => {
    expect(wallet).toHaveLength(42)
    expect(isWalletAddress(wallet)).toBe(true)
    expect(isWalletAddress(` ${wallet} `)).toBe(true)
    expect(isWalletAddress(wallet.slice(0, 41))).toBe(false)
    expect(isWalletAddress(wallet + "0")).toBe(false)
    expect(isWalletAddress("0X" + wallet.slice(2))).toBe(false)
    expect(isWalletAddress(wallet.slice(0, 41) + "g")).toBe(false)
    expect(isWalletAddress("")).toBe(false)
  })

  it("names the profile field at fault with the server's code", () => {
    expect(profileErrors({ nickname: "Al", phone: "", wallet: "" })).toEqual({})
    expect(
      profileErrors({ nickname: " ", phone: "abc", wallet: "0x12" })
    ).toEqual({
      nickname: "errors.nickname_required",
      phone: "errors.phone_invalid",
      wallet_address: "errors.wallet_address_invalid",
    })
    expect(
      profileErrors({ nickname: "x".repeat(41), phone: "", wallet: "" })
    ).toEqual({ nickname: "errors.nickname_too_long" })
  })

  it("sends only what changed, an emptied wallet address as null", () => {
    const saved = {
      nickname: "Al",
      phone: "+55 11 5555-0000",
      wallet_address: wallet,
    }
    expect(
      profileChanges(
        { nickname: "Al", phone: "+55 11 5555-0000", wallet },
        saved
      )
    ).toEqual({})
    expect(
      profileChanges(
        { nickname: " Bo ", phone: saved.phone, wallet: "" },
        saved
      )
    ).toEqual({ nickname: "Bo", wallet_address: null })
    expect(
      profileChanges(
        { nickname: "Al", phone: "", wallet },
        { nickname: null, phone: null, wallet_address: null }
      )
    ).toEqual({ nickname: "Al", wallet_address: wallet })
  })

  it("checks a password change as the server does", () => {
    expect(
      passwordErrors({ old: "", password: "", password_confirm: "" })
    ).toEqual({
      old: "errors.old_password_required",
      password: "errors.password_required",
    })
    expect(
      passwordErrors({ old: "x", password: "short", password_confirm: "short" })
    ).toEqual({ password: "errors.password_too_short" })
    expect(
      passwordErrors({
        old: "x",
        password: "Passw0rd!",
        password_confirm: "Passw0rd?",
      })
    ).toEqual({ password_confirm: "errors.passwords_mismatch" })
    expect(
      resetErrors({
        security_answer: " ",
        password: "Passw0rd!",
        password_confirm: "Passw0rd!",
        captcha_code: "abcd",
      })
    ).toEqual({ security_answer: "errors.security_answer_required" })
    expect(
      resetErrors({
        security_answer: "Rex",
        password: "Passw0rd!",
        password_confirm: "Passw0rd!",
        captcha_code: " ",
      })
    ).toEqual({ captcha_code: "errors.captcha_required" })
  })

  it("refuses a blank address with the spec's message", () => {
    const errors = addressErrors({
      recipient: "Ana",
      contact: "+55 11 5555-0000",
      address: "  ",
    })
    expect(errors).toEqual({ address: "address.addressRequired" })
    expect(enUS.address.addressRequired).toBe("The address cannot be empty")
    expect(
      addressErrors({ recipient: "", contact: "call me", address: "Rua 1" })
    ).toEqual({
      recipient: "address.recipientRequired",
      contact: "errors.phone_invalid",
    })
  })

  it("asks for the country when the shop's countries are known", () => {
    const form = {
      recipient: "Ana",
      contact: "+55 11 5555-0000",
      address: "Rua 1",
      country: "",
    }
    expect(addressErrors(form)).toEqual({})
    expect(addressErrors(form, { countryRequired: true })).toEqual({
      country: "address.countryRequired",
    })
    expect(
      addressErrors({ ...form, country: "br" }, { countryRequired: true })
    ).toEqual({})
  })
})
