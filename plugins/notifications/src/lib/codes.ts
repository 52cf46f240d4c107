import { createHash, randomBytes, randomInt, timingSafeEqual } from "crypto"

/** A confirmation code: 6 digits, valid this long, this many tries, one per minute. */
export const CODE_MINUTES = 15
export const CODE_TRIES = 5
export const CODE_GAP_SECONDS = 60

export function newCode() {
  return String(randomInt(0, 1_000_000)).padStart(6, "0")
}

/** The stored form of a code: sha-256 of a random salt and the code. */
export function hashCode(code: string, salt = randomBytes(16).toString("hex")) {
  const hash = createHash("sha256").update(`${salt}:${code}`).digest("hex")
  return { hash, salt }
}

/** Whether `code` is the one stored as `hash` with `salt` (constant time). */
export function codeMatches(code: string, hash: string, salt: string) {
  const given = Buffer.from(hashCode(code, salt).hash, "hex")
  const stored = Buffer.from(hash, "hex")
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** The unsubscribe link's token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString("base64url")
