import { randomBytes } from "crypto"

const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

/**
 * A ULID-shaped id with a prefix (`lent_01J…`): time-ordered, 80 random bits. One
 * randomBytes call per id (the `ulid` package makes one per character, which
 * showed up in the ledger's benchmark).
 */
export function newId(prefix: string) {
  let time = Date.now()
  let out = ""
  for (let i = 0; i < 10; i++) {
    out = BASE32[time % 32] + out
    time = Math.floor(time / 32)
  }
  const bytes = randomBytes(10)
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return `${prefix}_${out}`
}
