import { createBase32Plugin, generateSecret } from "@otplib/core"
import { crypto } from "@otplib/plugin-crypto-node"
import { verify } from "@otplib/totp"
import { generateTOTP } from "@otplib/uri"

// RFC 6238 codes with otplib 13.5.0's parts, as Medusa's own auth module uses
// them: node:crypto for the HMAC, and Base32 (RFC 4648) here, because the
// otplib bundle's default plugins are ES modules only, which CommonJS (Jest, a
// Node without require of ES modules) cannot load.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

function encode(data: Uint8Array) {
  let bits = 0
  let value = 0
  let out = ""
  for (const byte of data) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >> (bits - 5)) & 31]
      bits -= 5
      value &= (1 << bits) - 1
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

function decode(text: string) {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text
    .replace(/=+$/, "")
    .replace(/\s+/g, "")
    .toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index === -1) throw new Error("Not a Base32 secret")
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >> (bits - 8)) & 255)
      bits -= 8
      value &= (1 << bits) - 1
    }
  }
  return Uint8Array.from(bytes)
}

const base32 = createBase32Plugin({ name: "uuc-base32", encode, decode })

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's advice), Base32. */
export const newTotpSecret = () =>
  generateSecret({ crypto, base32, length: 20 })

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export const totpUri = (issuer: string, label: string, secret: string) =>
  generateTOTP({
    issuer,
    label,
    secret,
    algorithm: "sha1",
    digits: 6,
    period: 30,
  })

/**
 * The time step a six-digit `code` of `secret` was made for, within
 * `toleranceSeconds` of now, or null when it is no such code.
 */
export async function totpStepOf(
  secret: string,
  code: string,
  toleranceSeconds: number
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    crypto,
    base32,
    epochTolerance: toleranceSeconds,
  })
  return result.valid ? result.timeStep : null
}
