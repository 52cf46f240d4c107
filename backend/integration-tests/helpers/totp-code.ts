import { createHmac } from "crypto"

/** The bytes of an RFC 4648 base32 text (an authenticator's secret). */
function base32(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
  let bits = ""
  for (const c of text.replace(/=+$/, "").toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, "0")
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((b) => parseInt(b, 2)))
}

/**
 * The 6-digit code an authenticator shows for `secret` (RFC 6238: HMAC-SHA1, 30 s
 * steps), `steps` periods from now: what the test types, computed as a phone would.
 */
export function totpCode(secret: string, steps = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + steps
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac("sha1", base32(secret)).update(message).digest()
  const offset = mac[mac.length - 1] & 0xf
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, "0")
}
