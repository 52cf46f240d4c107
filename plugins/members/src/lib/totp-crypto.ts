import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
} from "crypto"

// What is kept of a member's authenticator: the TOTP secret encrypted at rest
// (AES-256-GCM, the member's id as associated data, so a row copied to another
// member does not decrypt), and recovery codes as keyed hashes. Both keys are
// derived (HKDF-SHA256) from one server secret: the members module's `totp_key`
// option, else TOTP_KEY, else JWT_SECRET (the server refuses to start without
// one of at least 16 characters: medusa-config.ts).

const FORMAT = "v1"

function serverSecret(given?: string) {
  const secret = given || process.env.TOTP_KEY || process.env.JWT_SECRET
  if (!secret || secret.length < 16)
    throw new Error(
      "No server secret for authenticator codes (TOTP_KEY or JWT_SECRET, 16 characters at least)"
    )
  return secret
}

function derive(purpose: string, given?: string) {
  return Buffer.from(
    hkdfSync(
      "sha256",
      serverSecret(given),
      "uuc-members-totp",
      `${purpose}-${FORMAT}`,
      32
    )
  )
}

/** `v1:<iv>:<tag>:<ciphertext>` (base64url) of the secret, bound to the member. */
export function encryptTotpSecret(
  secret: string,
  memberId: string,
  key?: string
) {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", derive("secret", key), iv)
  cipher.setAAD(Buffer.from(memberId))
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()])
  return [FORMAT, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":")
}

/** The secret back; throws on another key, another member or a changed row. */
export function decryptTotpSecret(
  stored: string,
  memberId: string,
  key?: string
) {
  const [format, iv, tag, data] = stored.split(":")
  if (format !== FORMAT || !iv || !tag || !data)
    throw new Error("Unknown format of a stored authenticator secret")
  const decipher = createDecipheriv(
    "aes-256-gcm",
    derive("secret", key),
    Buffer.from(iv, "base64url")
  )
  decipher.setAAD(Buffer.from(memberId))
  decipher.setAuthTag(Buffer.from(tag, "base64url"))
  return Buffer.concat([
    decipher.update(Buffer.from(data, "base64url")),
    decipher.final(),
  ]).toString("utf8")
}

// base32's letters: 5 bits a character, no bias from the modulo
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"
export const RECOVERY_CODE_COUNT = 10

/** A recovery code as typed: case, spaces and dashes aside. */
export const normalizeRecoveryCode = (code: string) =>
  code.toLowerCase().replace(/[\s-]/g, "")

/** Ten new recovery codes, `xxxxx-xxxxx` (50 random bits each). */
export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10)
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b & 31])
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`
  })
}

/** What is stored of a recovery code: its HMAC under the server-derived key. */
export function hashRecoveryCode(code: string, key?: string) {
  return createHmac("sha256", derive("recovery", key))
    .update(normalizeRecoveryCode(code))
    .digest("hex")
}

/** A six-digit authenticator code (anything else may be a recovery code). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim())
