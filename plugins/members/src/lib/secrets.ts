import { randomBytes, scrypt, timingSafeEqual } from "crypto"

const KEY_LENGTH = 32

function derive(secret: string, salt: Buffer) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      secret.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { N: 16384, r: 8, p: 1 },
      (err, key) => (err ? reject(err) : resolve(key))
    )
  )
}

/** `scrypt$<salt>$<key>`, base64url: a password, secondary password or answer. */
export async function hashSecret(secret: string) {
  const salt = randomBytes(16)
  const key = await derive(secret, salt)
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`
}

export async function verifySecret(secret: string, stored: string) {
  const [scheme, salt, key] = stored.split("$")
  if (scheme !== "scrypt" || !salt || !key) return false
  const expected = Buffer.from(key, "base64url")
  const actual = await derive(secret, Buffer.from(salt, "base64url"))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Security answers compare without case or surrounding spaces. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase()
