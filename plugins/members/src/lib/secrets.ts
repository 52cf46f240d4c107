import { randomBytes, scrypt, timingSafeEqual } from "crypto"

const KEY_LENGTH = 32

export type KdfParams = { N: number; r: number; p: number }

/** OWASP's scrypt parameters (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const OWASP_PARAMS: KdfParams = { N: 2 ** 17, r: 8, p: 1 }
/** What hashes of the first format (`scrypt$salt$key`) were made with. */
const LEGACY_PARAMS: KdfParams = { N: 16384, r: 8, p: 1 }

/**
 * The parameters new hashes get. KDF_TEST_LOG2_N (set only by the test harness, which
 * creates thousands of members; medusa-config refuses it in production) lowers N.
 */
export function currentParams(): KdfParams {
  const testLog2N = Number(process.env.KDF_TEST_LOG2_N)
  if (process.env.KDF_TEST_LOG2_N && Number.isInteger(testLog2N))
    return { ...OWASP_PARAMS, N: 2 ** Math.min(Math.max(testLog2N, 10), 17) }
  return OWASP_PARAMS
}

function derive(secret: string, salt: Buffer, params: KdfParams) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      secret.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB.
      { ...params, maxmem: 256 * params.N * params.r },
      (err, key) => (err ? reject(err) : resolve(key))
    )
  )
}

/**
 * `scrypt$N=131072,r=8,p=1$<salt>$<key>` (base64url): a password, secondary password
 * or answer. The parameters travel with the hash so they can be raised later.
 */
export async function hashSecret(secret: string, params = currentParams()) {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, params)
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`
}

type Parsed = { params: KdfParams; salt: string; key: string }

function parse(stored: string): Parsed | null {
  const parts = stored.split("$")
  if (parts[0] !== "scrypt") return null
  if (parts.length === 3 && parts[1] && parts[2])
    return { params: LEGACY_PARAMS, salt: parts[1], key: parts[2] }
  if (parts.length !== 4 || !parts[2] || !parts[3]) return null
  const m = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1])
  if (!m) return null
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // A power of two within what one derivation may cost (no 2^30 from a bad row).
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p !== 1)
    return null
  return { params: { N, r, p }, salt: parts[2], key: parts[3] }
}

export async function verifySecret(secret: string, stored: string) {
  const parsed = parse(stored)
  if (!parsed) return false
  const expected = Buffer.from(parsed.key, "base64url")
  const actual = await derive(
    secret,
    Buffer.from(parsed.salt, "base64url"),
    parsed.params
  )
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** Whether a hash was made with weaker parameters than new ones get (re-hash it then). */
export function needsRehash(stored: string) {
  const parsed = parse(stored)
  if (!parsed) return false
  const want = currentParams()
  return parsed.params.N < want.N || parsed.params.r < want.r
}

let dummy: Promise<string> | null = null
/**
 * A hash of a random secret: verified in place of an unknown user's, so that a
 * login for a username that does not exist costs the same time as a wrong password.
 */
export function dummyHash() {
  dummy ??= hashSecret(randomBytes(16).toString("hex"))
  return dummy
}

/** Security answers compare without case or surrounding spaces. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase()
