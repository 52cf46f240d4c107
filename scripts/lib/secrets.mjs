// Secrets and demo credentials: taken from the environment when set, otherwise
// generated once into the git-ignored .data/secrets.json and reused on later starts.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { dataDir } from "./paths.mjs"

const file = path.join(dataDir, "secrets.json")

const token = (bytes) => crypto.randomBytes(bytes).toString("base64url")
/** A password that passes any sane strength rule: letters, digits, length 16. */
const password = () => `Uc${token(12).replace(/[-_]/g, "x")}9`

const GENERATORS = {
  JWT_SECRET: () => token(32),
  COOKIE_SECRET: () => token(32),
  MFA_ENCRYPTION_KEY: () => token(32),
  ADMIN_EMAIL: () => "admin@uuc.local",
  ADMIN_PASSWORD: password,
  ADMIN_SECONDARY_PASSWORD: password,
  ROOT_USERNAME: () => "root",
  ROOT_PASSWORD: password,
  ROOT_SECONDARY_PASSWORD: password,
  ROOT_SECURITY_ANSWER: () => token(18),
}

export const secretsFile = file

/**
 * Answers every secret, generating and saving the ones not known yet. `generated`
 * names those made by this call (and not overridden by the environment): the only
 * ones a start may print, once.
 */
export function loadSecrets() {
  let saved = {}
  if (fs.existsSync(file)) saved = JSON.parse(fs.readFileSync(file, "utf8"))
  let changed = false
  const generated = []
  for (const [key, make] of Object.entries(GENERATORS)) {
    if (!saved[key]) {
      saved[key] = make()
      changed = true
      if (!process.env[key]) generated.push(key)
    }
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 })
  }
  const secrets = {}
  for (const key of Object.keys(GENERATORS))
    secrets[key] = process.env[key] || saved[key]
  return { ...secrets, generated }
}

/**
 * Secrets of a throwaway platform (the benchmarks, the chaos test): fresh each run,
 * nothing saved; the staff admin `<name>@example.com`, the root member `<name>root`.
 */
export function throwawaySecrets(name) {
  const pw = () => `${token(9)}Aa1`
  return {
    JWT_SECRET: token(24),
    COOKIE_SECRET: token(24),
    MFA_ENCRYPTION_KEY: token(24),
    ADMIN_EMAIL: `${name}@example.com`,
    ADMIN_PASSWORD: pw(),
    ADMIN_SECONDARY_PASSWORD: pw(),
    ROOT_USERNAME: `${name}root`,
    ROOT_PASSWORD: pw(),
    ROOT_SECONDARY_PASSWORD: pw(),
    ROOT_SECURITY_ANSWER: name,
  }
}
