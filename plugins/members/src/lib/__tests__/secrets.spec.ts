import { imageTypeOf } from "../image-type"
import { isTokenCurrent } from "../member-token"
import { scryptSync } from "crypto"
import { clientIp } from "../client-ip"
import {
  ARGON2_PARAMS,
  hashSecret,
  hashSecretScrypt,
  needsRehash,
  normalizeAnswer,
  SCRYPT_PARAMS,
  verifySecret,
} from "../secrets"

describe("hashSecret and verifySecret", () => {
  it("hashes with argon2id at OWASP's parameters, salts every hash and verifies only the same secret", async () => {
    const [a, b] = await Promise.all([
      hashSecret("Passw0rd!"),
      hashSecret("Passw0rd!"),
    ])
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/)
    expect(ARGON2_PARAMS).toEqual({
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    })
    expect(a).not.toBe(b)
    expect(a).not.toContain("Passw0rd")
    expect(await verifySecret("Passw0rd!", a)).toBe(true)
    expect(await verifySecret("Passw0rd!", b)).toBe(true)
    expect(await verifySecret("passw0rd!", a)).toBe(false)
    expect(await verifySecret("", a)).toBe(false)
    expect(needsRehash(a)).toBe(false)
  })

  it("refuses what is not one of its hashes instead of throwing", async () => {
    const good = await hashSecret("x")
    for (const stored of [
      "",
      "plain",
      "md5$x$y",
      "scrypt$$",
      "scrypt$abc",
      "scrypt$N=1000,r=8,p=1$abc$def",
      "scrypt$N=1073741824,r=8,p=1$abc$def",
      "$argon2id$",
      "$argon2id$v=19$m=19456,t=2,p=1$abc",
      "$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA",
      good.replace("m=19456", "m=4194304"),
      good.replace("t=2", "t=100000"),
    ]) {
      expect(await verifySecret("x", stored)).toBe(false)
      expect(needsRehash(stored)).toBe(false)
    }
  })

  it("verifies scrypt hashes (OWASP's N=2^17 and the older N=2^14 format) and asks to re-hash every one", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 })
    const salt = Buffer.from("0123456789abcdef")
    const key = scryptSync("Old-Passw0rd", salt, 32, { N: 16384, r: 8, p: 1 })
    const legacy = `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`
    expect(await verifySecret("Old-Passw0rd", legacy)).toBe(true)
    expect(await verifySecret("old-passw0rd", legacy)).toBe(false)
    expect(needsRehash(legacy)).toBe(true)
    const owasp = await hashSecretScrypt("Passw0rd!")
    expect(owasp).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]+\$[\w-]+$/)
    expect(await verifySecret("Passw0rd!", owasp)).toBe(true)
    expect(await verifySecret("passw0rd!", owasp)).toBe(false)
    expect(needsRehash(owasp)).toBe(true)
  })

  it("asks to re-hash argon2id hashes made with less memory or fewer passes", async () => {
    const current = await hashSecret("x")
    expect(needsRehash(current.replace("m=19456", "m=8192"))).toBe(true)
    expect(needsRehash(current.replace("t=2", "t=1"))).toBe(true)
    expect(needsRehash(current.replace("m=19456", "m=65536"))).toBe(false)
  })

  it("treats Unicode look-alikes of one text as the same secret (NFKC)", async () => {
    const hash = await hashSecret("ｐａｓｓ１２３４")
    expect(await verifySecret("pass1234", hash)).toBe(true)
    const old = await hashSecretScrypt("ｐａｓｓ１２３４", {
      N: 1024,
      r: 8,
      p: 1,
    })
    expect(await verifySecret("pass1234", old)).toBe(true)
  })
})

describe("clientIp", () => {
  const req = (peer: string, forwarded?: string) => ({
    socket: { remoteAddress: peer },
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  })
  afterEach(() => delete process.env.TRUSTED_PROXIES)

  it("takes the socket's address and ignores X-Forwarded-For without TRUSTED_PROXIES", () => {
    expect(clientIp(req("::ffff:192.0.2.1", "203.0.113.9"))).toBe("192.0.2.1")
  })

  it("walks X-Forwarded-For from the right past trusted proxies only", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 127.0.0.1"
    // Peer is a trusted proxy; the client wrote the left part itself.
    expect(clientIp(req("127.0.0.1", "1.1.1.1, 203.0.113.9, 10.1.2.3"))).toBe(
      "203.0.113.9"
    )
    // An untrusted peer's header is ignored.
    expect(clientIp(req("192.0.2.7", "203.0.113.9"))).toBe("192.0.2.7")
    // Only proxies in the header: the leftmost.
    expect(clientIp(req("10.0.0.1", "10.0.0.2"))).toBe("10.0.0.2")
    // Garbage stops the walk at the last good address.
    expect(clientIp(req("10.0.0.1", "nonsense, 10.0.0.3"))).toBe("10.0.0.3")
    expect(clientIp(req("10.0.0.1"))).toBe("10.0.0.1")
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
