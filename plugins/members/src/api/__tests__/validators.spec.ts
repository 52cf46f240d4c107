import { parse, toResponse } from "@uuc/errors"
import { REGISTRATION_SAMPLE } from "../../lib/registration-sample"
import "../messages"
import { AdminCreateStaff } from "../admin/staff/validators"
import { AdminUpdateMember } from "../admin/members/validators"
import {
  StoreChangePassword,
  StoreRegister,
  StoreUpdateMe,
} from "../store/members/validators"

const valid = {
  username: "Alice01",
  ...REGISTRATION_SAMPLE,
  captcha_id: "cap_1",
  captcha_code: "abcd",
}

/** The contract's answer for an input the schema refuses. */
function refusal(schema: Parameters<typeof parse>[0], input: unknown) {
  try {
    parse(schema, input)
  } catch (e) {
    return toResponse(e)
  }
  throw new Error("accepted")
}

describe("StoreRegister", () => {
  it("accepts a complete form", () => {
    expect(parse(StoreRegister, valid)).toMatchObject({ username: "Alice01" })
  })

  it.each([
    [
      { username: "al ice" },
      "username_charset",
      "Only numbers and English letters can be entered",
    ],
    [
      { username: "用户名" },
      "username_charset",
      "Only numbers and English letters can be entered",
    ],
    [
      { password: "", password_confirm: "" },
      "password_required",
      "Password cannot be empty",
    ],
    [
      { password_confirm: "Passw0rd?" },
      "passwords_mismatch",
      "Two passwords are inconsistent",
    ],
    [
      { secondary_password_confirm: "x" },
      "passwords_mismatch",
      "Two passwords are inconsistent",
    ],
  ])("answers %j with %s and the spec's message", (over, code, message) => {
    const { status, body } = refusal(StoreRegister, { ...valid, ...over })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code, message })
  })

  it("names a missing field as required", () => {
    const { body } = refusal(StoreRegister, { ...valid, sponsor: undefined })
    expect(body).toMatchObject({ code: "required", field: "sponsor" })
  })
})

describe("StoreUpdateMe", () => {
  it("takes a 0x + 40 hex wallet address only", () => {
    const address = `0x${"0aF".repeat(13)}b`
    expect(parse(StoreUpdateMe, { wallet_address: address })).toEqual({
      wallet_address: address,
    })
    for (const bad of ["0x123", `0X${"a".repeat(40)}`, `0x${"g".repeat(40)}`])
      expect(refusal(StoreUpdateMe, { wallet_address: bad }).body.code).toBe(
        "wallet_address_invalid"
      )
  })

  it("takes http(s) avatar addresses only, and no other field", () => {
    expect(
      refusal(StoreUpdateMe, { avatar_url: "javascript:alert(1)" }).body.code
    ).toBe("avatar_url_invalid")
    expect(refusal(StoreUpdateMe, { status: "normal" }).status).toBe(400)
  })
})

describe("StoreChangePassword", () => {
  it("needs the kind and matching new passwords", () => {
    const body = {
      kind: "login",
      old: "a",
      password: "Passw0rd!",
      password_confirm: "Passw0rd!",
    }
    expect(parse(StoreChangePassword, body)).toEqual(body)
    expect(
      refusal(StoreChangePassword, { ...body, password_confirm: "x" }).body.code
    ).toBe("passwords_mismatch")
    expect(
      refusal(StoreChangePassword, { ...body, kind: "pin" }).body.field
    ).toBe("kind")
  })
})

describe("AdminUpdateMember", () => {
  it("takes levels 0..5 or null, and something to change", () => {
    expect(parse(AdminUpdateMember, { star_level: null })).toEqual({
      star_level: null,
    })
    expect(refusal(AdminUpdateMember, { team_level: 6 }).body.code).toBe(
      "invalid_level"
    )
    expect(refusal(AdminUpdateMember, {}).body.code).toBe("nothing_to_change")
  })
})

describe("AdminCreateStaff", () => {
  const staff = {
    email: "Clerk@Test.local",
    username: "clerk",
    password: "ClerkPassw0rd",
    secondary_password: "ClerkSecond0",
  }
  it("lower-cases the email and wants strong passwords: 10+ with letters and digits", () => {
    expect(parse(AdminCreateStaff, staff).email).toBe("clerk@test.local")
    for (const password of ["Short1", "abcdefghijk", "12345678901"])
      expect(
        refusal(AdminCreateStaff, { ...staff, password }).body
      ).toMatchObject({
        code: "password_weak",
        field: "password",
      })
  })
})
