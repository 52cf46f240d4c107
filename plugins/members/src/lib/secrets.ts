import {
  hash as argon2Hash,
  parseOptions as argon2Options,
  verify as argon2Verify,
} from "@node-rs/argon2"
import { randomBytes, scrypt, timingSafeEqual } from "crypto"

const KEY_LENGTH = 32

/**
 * OWASP's first choice (Password Storage Cheat Sheet): argon2id, m=19 MiB (19456 KiB),
 * t=2, p=1. What every new hash gets, in tests as in production.
 */
export const ARGON2_PARAMS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const
/** `Algorithm.Argon2id` and `Version.V0x13` of @node-rs/argon2 (const enums there). */
const ARGON2ID = 2
const ARGON2_V0x13 = 1

export type ScryptParams = { N: number; r: number; p: number }

/**
 * OWASP's scrypt parameters (N=2^17, r=8, p=1): what hashes made before argon2id
 * carry (`scrypt$N=131072,r=8,p=1$…`). They still verify and are re-hashed to argon2id
 * at their next successful use.
 */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 }
/** What hashes of the first format (`scrypt$salt$key`) were made with. */
const LEGACY_SCRYPT_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 }

/** Passwords and answers are compared as NFKC text (look-alike forms are one secret). */
const normalize = (secret: string) => secret.normalize("NFKC")

function deriveScrypt(secret: string, salt: Buffer, params: ScryptParams) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(
      normalize(secret),
      salt,
      KEY_LENGTH,
      // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's 128 MiB.
      { ...params, maxmem: 256 * params.N * params.r },
      (err, key) => (err ? reject(err) : resolve(key))
    )
  )
}

/**
 * A password, secondary password or answer as argon2id's PHC string,
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>`: the parameters travel with the
 * hash, so they can be raised later.
 */
export function hashSecret(secret: string) {
  return argon2Hash(normalize(secret), {
    ...ARGON2_PARAMS,
    algorithm: ARGON2ID,
    version: ARGON2_V0x13,
  })
}

/**
 * A hash in the scrypt format rows made before argon2id hold,
 * `scrypt$N=131072,r=8,p=1$<salt>$<key>`: for tests and the benchmark only.
 */
export async function hashSecretScrypt(
  secret: string,
  params: ScryptParams = SCRYPT_PARAMS
) {
  const salt = randomBytes(16)
  const key = await deriveScrypt(secret, salt, params)
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`
}

type ParsedScrypt = { params: ScryptParams; salt: string; key: string }

function parseScrypt(stored: string): ParsedScrypt | null {
  const parts = stored.split("$")
  if (parts[0] !== "scrypt") return null
  if (parts.length === 3 && parts[1] && parts[2])
    return { params: LEGACY_SCRYPT_PARAMS, salt: parts[1], key: parts[2] }
  if (parts.length !== 4 || !parts[2] || !parts[3]) return null
  const m = /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1])
  if (!m) return null
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // A power of two within what one derivation may cost (no 2^30 from a bad row).
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p !== 1)
    return null
  return { params: { N, r, p }, salt: parts[2], key: parts[3] }
}

type ParsedArgon2 = { memoryCost: number; timeCost: number; version: number }

/** An argon2id hash's parameters, or null when it is none or would cost too much. */
function parseArgon2(stored: string): ParsedArgon2 | null {
  if (!stored.startsWith("$argon2id$")) return null
  let options
  try {
    options = argon2Options(stored)
  } catch {
    return null
  }
  const { memoryCost, timeCost, parallelism } = options
  // Within what one check may cost (no gigabytes or thousands of passes from a bad row).
  if (memoryCost > 2 ** 18 || timeCost > 16 || parallelism > 8) return null
  return { memoryCost, timeCost, version: options.version }
}

/**
 * Whether `secret` is the one `stored` was made from: an argon2id hash or a scrypt
 * one of the formats before it. Anything else (or a malformed hash) is refused, never
 * thrown.
 */
export async function verifySecret(secret: string, stored: string) {
  if (parseArgon2(stored)) {
    try {
      return await argon2Verify(stored, normalize(secret))
    } catch {
      return false
    }
  }
  const parsed = parseScrypt(stored)
  if (!parsed) return false
  const expected = Buffer.from(parsed.key, "base64url")
  const actual = await deriveScrypt(
    secret,
    Buffer.from(parsed.salt, "base64url"),
    parsed.params
  )
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * Whether a hash should be replaced by a fresh one after a successful check: every
 * scrypt hash, and argon2id ones made with less memory, fewer passes or an older
 * version than new hashes get.
 */
export function needsRehash(stored: string) {
  const argon2 = parseArgon2(stored)
  if (argon2)
    return (
      argon2.memoryCost < ARGON2_PARAMS.memoryCost ||
      argon2.timeCost < ARGON2_PARAMS.timeCost ||
      argon2.version !== ARGON2_V0x13
    )
  return parseScrypt(stored) !== null
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
