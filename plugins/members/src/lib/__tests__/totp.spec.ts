import { createHmac } from "crypto"
import {
  decryptTotpSecret,
  encryptTotpSecret,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
} from "../totp-crypto"
import { newTotpSecret, totpStepOf, totpUri } from "../totp-otp"

const KEY = "a-server-secret-for-this-test-only"

/** RFC 6238's reference HOTP of a step (SHA-1, 6 digits), independent of otplib. */
function referenceCode(secretBase32: string, step: number) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  const bits = [...secretBase32]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, "0"))
    .join("")
  const key = Buffer.from(
    (bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2))
  )
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac("sha1", key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0xf
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, "0")
}

describe("authenticator secrets at rest", () => {
  it("encrypt with AES-256-GCM bound to the member and the server secret", () => {
    const secret = newTotpSecret()
    const a = encryptTotpSecret(secret, "mem_1", KEY)
    const b = encryptTotpSecret(secret, "mem_1", KEY)
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(a).not.toBe(b) // a fresh IV each time
    expect(a).not.toContain(secret)
    expect(decryptTotpSecret(a, "mem_1", KEY)).toBe(secret)
    expect(() => decryptTotpSecret(a, "mem_2", KEY)).toThrow()
    expect(() => decryptTotpSecret(a, "mem_1", `${KEY}x`)).toThrow()
    const [v, iv, tag, data] = a.split(":")
    const flipped = `${data[0] === "A" ? "B" : "A"}${data.slice(1)}`
    expect(() =>
      decryptTotpSecret([v, iv, tag, flipped].join(":"), "mem_1", KEY)
    ).toThrow()
  })

  it("refuse a missing or short server secret", () => {
    const saved = { totp: process.env.TOTP_KEY, jwt: process.env.JWT_SECRET }
    delete process.env.TOTP_KEY
    delete process.env.JWT_SECRET
    try {
      expect(() => encryptTotpSecret("X", "mem_1")).toThrow(/server secret/)
      expect(() => encryptTotpSecret("X", "mem_1", "short")).toThrow()
    } finally {
      if (saved.totp) process.env.TOTP_KEY = saved.totp
      if (saved.jwt) process.env.JWT_SECRET = saved.jwt
    }
  })
})

describe("recovery codes", () => {
  it("are ten distinct codes of 50 random bits, hashed with the server-derived key, typed in any case", () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    const h = hashRecoveryCode(codes[0], KEY)
    expect(h).toMatch(/^[0-9a-f]{64}$/)
    expect(
      hashRecoveryCode(` ${codes[0].toUpperCase().replace("-", " ")} `, KEY)
    ).toBe(h)
    expect(hashRecoveryCode(codes[0], `${KEY}x`)).not.toBe(h)
    expect(isTotpCode("123456")).toBe(true)
    expect(isTotpCode(codes[0])).toBe(false)
  })
})

describe("codes (RFC 6238)", () => {
  it("match the reference computation and name their time step; a step out of tolerance is refused", async () => {
    const secret = newTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/) // 20 bytes
    const step = Math.floor(Date.now() / 1000 / 30)
    expect(await totpStepOf(secret, referenceCode(secret, step), 30)).toBe(step)
    expect(await totpStepOf(secret, referenceCode(secret, step + 1), 30)).toBe(
      step + 1
    )
    expect(await totpStepOf(secret, referenceCode(secret, step + 3), 30)).toBe(
      null
    )
    expect(totpUri("UUC", "alice", secret)).toBe(
      `otpauth://totp/UUC:alice?secret=${secret}&issuer=UUC`
    )
  })
})
