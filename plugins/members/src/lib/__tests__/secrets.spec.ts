import { imageTypeOf } from "../image-type"
import { isTokenCurrent } from "../member-token"
import { hashSecret, normalizeAnswer, verifySecret } from "../secrets"

describe("hashSecret and verifySecret", () => {
  it("salts every hash and verifies only the same secret", async () => {
    const [a, b] = await Promise.all([
      hashSecret("Passw0rd!"),
      hashSecret("Passw0rd!"),
    ])
    expect(a).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain("Passw0rd")
    expect(await verifySecret("Passw0rd!", a)).toBe(true)
    expect(await verifySecret("Passw0rd!", b)).toBe(true)
    expect(await verifySecret("passw0rd!", a)).toBe(false)
    expect(await verifySecret("", a)).toBe(false)
  })

  it("refuses what is not one of its hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "md5$x$y", "scrypt$$", "scrypt$abc"])
      expect(await verifySecret("x", stored)).toBe(false)
  })

  it("treats Unicode look-alikes of one text as the same secret (NFKC)", async () => {
    const hash = await hashSecret("ｐａｓｓ１２３４")
    expect(await verifySecret("pass1234", hash)).toBe(true)
  })
})

describe("normalizeAnswer", () => {
  it("ignores case and surrounding spaces of security answers", () => {
    expect(normalizeAnswer("  Rex ")).toBe(normalizeAnswer("rex"))
  })
})

describe("isTokenCurrent", () => {
  const changed = new Date("2026-01-01T10:00:00.500Z")
  it("compares the stamp a token carries with the last password change", () => {
    const at = (ms: number) => ({ app_metadata: { credentials_at: ms } })
    expect(isTokenCurrent(at(changed.getTime()), changed)).toBe(true)
    expect(isTokenCurrent(at(changed.getTime() - 1), changed)).toBe(false)
  })
  it("judges a token without a stamp by when it was issued", () => {
    const second = Math.floor(changed.getTime() / 1000)
    expect(isTokenCurrent({ iat: second }, changed)).toBe(true)
    expect(isTokenCurrent({ iat: second - 1 }, changed)).toBe(false)
    expect(isTokenCurrent({}, changed)).toBe(false)
  })
})

describe("imageTypeOf", () => {
  it("tells pictures by their first bytes, whatever they claim", () => {
    expect(imageTypeOf(Buffer.from("89504e470d0a1a0a0000", "hex"))?.mime).toBe(
      "image/png"
    )
    expect(imageTypeOf(Buffer.from("ffd8ffe000", "hex"))?.ext).toBe("jpg")
    expect(imageTypeOf(Buffer.from("GIF89a..."))?.ext).toBe("gif")
    expect(imageTypeOf(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))?.ext).toBe("webp")
    expect(imageTypeOf(Buffer.from("<svg onload=alert(1)>"))).toBeNull()
    expect(imageTypeOf(Buffer.alloc(0))).toBeNull()
  })
})
