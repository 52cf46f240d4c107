import { spawn } from "child_process"
import path from "path"
import { Client } from "pg"

// Process tests: the real `medusa start` CLI (and the config it loads) in a child
// process, with the environment a careless deployment would give it.
jest.setTimeout(120 * 1000)

const backend = path.join(__dirname, "..", "..")
const medusaCli = require.resolve("@medusajs/cli/cli.js", { paths: [backend] })
const SECRETS = {
  JWT_SECRET: "a-jwt-secret-for-this-test-only-x",
  COOKIE_SECRET: "a-cookie-secret-for-this-test-only",
}

type Outcome = { code: number | null; output: string }

/** Runs a command in the backend folder with exactly `env` (plus PATH and HOME). */
function run(args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: backend,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        MEDUSA_DISABLE_TELEMETRY: "true",
        // Nothing to reach: a refused start never gets to the database.
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let output = ""
    child.stdout.on("data", (d) => (output += d))
    child.stderr.on("data", (d) => (output += d))
    const timer = setTimeout(() => child.kill("SIGKILL"), 90 * 1000)
    child.on("error", reject)
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

const start = (env: Record<string, string>) => run([medusaCli, "start"], env)

/** Loads medusa-config.ts as Medusa does (ts-node) and prints what matters here. */
const loadConfig = (env: Record<string, string>) =>
  run(
    [
      "-r",
      "ts-node/register/transpile-only",
      "-e",
      `const c = require("./medusa-config.ts").projectConfig
       console.log("CONFIG " + JSON.stringify({
         secure: c.cookieOptions.secure,
         jwt: c.http.jwtSecret === process.env.JWT_SECRET,
         cookie: c.http.cookieSecret === process.env.COOKIE_SECRET,
       }))`,
    ],
    env
  )

const configOf = (o: Outcome) => {
  const line = o.output.split("\n").find((l) => l.startsWith("CONFIG "))
  return line ? JSON.parse(line.slice(7)) : null
}

describe("the server refuses to start", () => {
  it.each([
    ["JWT_SECRET is not set", { COOKIE_SECRET: SECRETS.COOKIE_SECRET }],
    ["COOKIE_SECRET is not set", { JWT_SECRET: SECRETS.JWT_SECRET }],
    [
      "JWT_SECRET is shorter than 16 characters",
      { ...SECRETS, JWT_SECRET: "supersecret" },
    ],
  ])("when %s", async (reason, env) => {
    const out = await start({ NODE_ENV: "production", ...env })
    expect(out.code).not.toBe(0)
    expect(out.output).toContain(`Refusing to start: ${reason}`)
  })

  it.each(["CAPTCHA_TEST_CODE"])(
    "with the test setting %s when NODE_ENV=production",
    async (hook) => {
      const out = await start({
        NODE_ENV: "production",
        ...SECRETS,
        [hook]: "12",
      })
      expect(out.code).not.toBe(0)
      expect(out.output).toContain(
        `Refusing to start: ${hook} is a test setting and NODE_ENV is production`
      )
    }
  )

  it.each([
    [
      "SMTP_URL is set and MAIL_FROM is not",
      { SMTP_URL: "smtp://127.0.0.1:2525" },
    ],
    ["MAIL_FROM is set and SMTP_URL is not", { MAIL_FROM: "a@example.test" }],
  ])("when %s (email needs both)", async (reason, env) => {
    const out = await start({ NODE_ENV: "production", ...SECRETS, ...env })
    expect(out.code).not.toBe(0)
    expect(out.output).toContain(`Refusing to start: ${reason}`)
  })

  it("with a TRUSTED_PROXIES entry that is no address", async () => {
    const out = await start({
      NODE_ENV: "production",
      ...SECRETS,
      TRUSTED_PROXIES: "10.0.0.0/8,proxy.local",
    })
    expect(out.code).not.toBe(0)
    // The logger writes JSON: the quotes around the entry come escaped.
    expect(out.output).toMatch(
      /Refusing to start: TRUSTED_PROXIES: .{0,2}"proxy\.local/
    )
  })
})

describe("the chain settings", () => {
  // The ledger module's loader checks them once the database is reached: this
  // test gets an empty database of its own, which the refused start never uses.
  const db = "uuc_startup_chain_settings"
  const admin = () =>
    new Client({
      connectionString: "postgres://postgres@127.0.0.1:5432/postgres",
    })
  beforeAll(async () => {
    const c = admin()
    await c.connect()
    await c.query(`drop database if exists ${db}`)
    await c.query(`create database ${db}`)
    await c.end()
  })
  afterAll(async () => {
    const c = admin()
    await c.connect()
    await c.query(`drop database if exists ${db}`)
    await c.end()
  })

  it("refuse a bad CHAIN_XPUB and a malformed chain at boot, naming each", async () => {
    const out = await start({
      NODE_ENV: "production",
      ...SECRETS,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
      PORT: "19741",
      CHAIN_XPUB: "xpub-typo",
      CHAIN_BEP20_RPC_URL: "bsc-node:8545",
      CHAIN_BEP20_USDT: "0x55d398326f99059ff775485246999027b3197955",
      CHAIN_BEP20_CONFIRMATIONS: "twelve",
    })
    expect(out.code).not.toBe(0)
    expect(out.output).toContain("Refusing to start: chain settings:")
    expect(out.output).toContain("CHAIN_XPUB is no extended public key")
    expect(out.output).toContain("is no http(s) or ws(s) URL")
    expect(out.output).toMatch(/CHAIN_BEP20_CONFIRMATIONS: .{0,2}"twelve/)
  })
})

describe("the configuration, when it loads", () => {
  it("signs with the given secrets and sets secure cookies in production unless COOKIE_SECURE=false", async () => {
    const prod = await loadConfig({ NODE_ENV: "production", ...SECRETS })
    expect(configOf(prod)).toEqual({ secure: true, jwt: true, cookie: true })
    const plain = await loadConfig({
      NODE_ENV: "production",
      COOKIE_SECURE: "false",
      ...SECRETS,
    })
    expect(configOf(plain)).toEqual({ secure: false, jwt: true, cookie: true })
    // Test settings are fine outside production.
    const test = await loadConfig({
      NODE_ENV: "test",
      CAPTCHA_TEST_CODE: "x",
      ...SECRETS,
    })
    expect(configOf(test)).toEqual({ secure: false, jwt: true, cookie: true })
  })
})
