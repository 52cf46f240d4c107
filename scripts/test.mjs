// `npm test`: every test of the platform against a real PostgreSQL (embedded unless
// DATABASE_URL or DB_HOST names one): data checks, storefront unit tests, plugin
// module tests, whole-server HTTP tests, then browser tests against the built
// platform started as `npm start` would. `npm test -- --only=unit,types,install,http,e2e,chaos` picks phases.
import fs from "node:fs"
import path from "node:path"
import { buildAll, pluginNames } from "./lib/build.mjs"
import {
  installInstantSettlement,
  medusaEnv,
  prepareDatabase,
  startSecondApi,
  startServers,
} from "./lib/platform.mjs"
import { pluginsDir, root, backendDir } from "./lib/paths.mjs"
import {
  dropDatabase,
  ensureDatabase,
  startPostgres,
  urlFor,
} from "./lib/postgres.mjs"
import { pool, run, stopChildren } from "./lib/run.mjs"
import os from "node:os"
import { randomBytes } from "node:crypto"
import { loadSecrets } from "./lib/secrets.mjs"
import { ensureChromium, MissingBrowserError } from "./lib/browser.mjs"
import { pluginInstallTest } from "./lib/plugin-install.mjs"
import { typecheck } from "./lib/typecheck.mjs"
import { httpGroups } from "./lib/http-groups.mjs"
import { startE2eChain } from "./lib/e2e-chain.mjs"
import { storefrontUnitTests } from "./lib/storefront-unit.mjs"

const onlyArg = process.argv.find((a) => a.startsWith("--only="))
const only = onlyArg ? onlyArg.slice(7).split(",") : null
const wants = (phase) => !only || only.includes(phase)

const results = []
const started = Date.now()
let db = null
/** Test processes at once (CI has 2 cores); `TEST_PARALLEL=1` runs one at a time. */
const PARALLEL = Math.max(1, Number(process.env.TEST_PARALLEL || 2))
/** Each HTTP spec's seconds (set-up and tests), as its group wrote them: the slowest are printed. */
const specTimes = []

/** The specs' seconds one group wrote (none if it wrote nothing), the file removed. */
function readSpecTimes(file) {
  try {
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean)
    fs.rmSync(file, { force: true })
    return lines.map((line) => {
      const { file: name, seconds } = JSON.parse(line)
      return { name, s: seconds }
    })
  } catch {
    return []
  }
}

/**
 * One database migrated as the HTTP specs' runner would (Medusa's and the plugins'
 * migrations and links, no migration scripts): each spec file's database starts as
 * a copy of it (backend/integration-tests/helpers/runner.ts) instead of running
 * every migration again, about 10 s per spec file.
 */
async function migratedTemplate(env) {
  const name = `uuc_http_template_${process.pid}`
  const t = Date.now()
  await dropDatabase(db.server, name)
  await ensureDatabase(db.server, name)
  await run("npx", ["medusa", "db:migrate", "--skip-scripts"], {
    cwd: backendDir,
    quiet: true,
    env: {
      ...env,
      NODE_ENV: "test",
      DATABASE_URL: urlFor(db.server, name),
      // only to load the configuration: nothing is signed here
      JWT_SECRET: randomBytes(32).toString("base64url"),
      COOKIE_SECRET: randomBytes(32).toString("base64url"),
      UUC_SCHEDULED_JOBS: "off",
    },
  })
  console.log(
    `• the specs' databases copy ${name} (migrated in ${((Date.now() - t) / 1000).toFixed(1)} s)`
  )
  return name
}

async function phase(name, fn) {
  const t = Date.now()
  console.log(`\n━━ ${name}`)
  try {
    const notes = await fn()
    results.push({
      name,
      ok: true,
      s: (Date.now() - t) / 1000,
      notes: Array.isArray(notes) ? notes : [],
    })
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    results.push({
      name,
      ok: false,
      s: (Date.now() - t) / 1000,
      notes: [message],
    })
    console.error(`✗ ${name}: ${message}`)
  }
}

async function cleanup(code) {
  await stopChildren()
  await db?.stop()
  process.exit(code)
}
process.on("SIGINT", () => cleanup(130))
process.on("SIGTERM", () => cleanup(143))

/** The DB_* variables Medusa's test runners read; "localhost" keeps them off SSL. */
function testDbEnv(server) {
  const host = server.host === "127.0.0.1" ? "localhost" : server.host
  return {
    ...process.env,
    DB_HOST: host,
    DB_PORT: String(server.port),
    DB_USERNAME: server.user,
    DB_PASSWORD: server.password,
    MEDUSA_DISABLE_TELEMETRY: "true",
    LOG_LEVEL: process.env.LOG_LEVEL || "error",
    // Medusa's loaders import modules dynamically inside Jest's VM.
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS || ""} --experimental-vm-modules`.trim(),
  }
}

// Before anything slow: a machine that cannot run the browser phase says so at once.
let chromiumPath = null
if (wants("e2e")) {
  try {
    chromiumPath = ensureChromium()
  } catch (e) {
    if (!(e instanceof MissingBrowserError)) throw e
    console.error(`✗ ${e.message}`)
    process.exit(1)
  }
}

try {
  db = await startPostgres({ forTests: true })
  const env = testDbEnv(db.server)

  if (wants("unit")) {
    await phase("seed data checks", () =>
      run("node", ["data/check.mjs"], { cwd: root })
    )
    await phase("repository checks", () =>
      run("node", ["--test", "scripts/checks/"], { cwd: root })
    )
    await phase("error contract unit tests", () =>
      run(
        "node",
        ["--test", "packages/errors/test.mjs", "packages/http/test.mjs"],
        { cwd: root }
      )
    )
  }

  // The storefront's unit tests need no plugin build (they import the plugins'
  // answer types only, erased): they run while the plugins build, on the other core.
  await Promise.all([
    phase("build plugins", () => buildAll({ parts: ["plugins"] })),
    wants("unit") &&
      phase("storefront unit tests (beside the builds)", () =>
        storefrontUnitTests()
      ),
  ])

  if (wants("unit") || wants("types")) {
    await phase("type check (admin, storefront, HTTP tests, plugins)", () =>
      typecheck()
    )
  }

  if (wants("unit") || wants("install")) {
    await phase(
      "plugin install: the seven packed plugins in a bare Medusa app",
      () => pluginInstallTest({ server: db.server })
    )
  }

  if (wants("unit") || wants("modules")) {
    // two plugins at a time (each Jest process has a database of its own)
    const withTests = pluginNames().filter((name) =>
      fs.existsSync(path.join(pluginsDir, name, "jest.config.js"))
    )
    await phase("plugins: module tests", async () => {
      const failed = []
      await pool(withTests, PARALLEL, (name) =>
        run("npx", ["jest", "--runInBand", "--forceExit"], {
          cwd: path.join(pluginsDir, name),
          env: { ...env, TEST_TYPE: "integration:modules" },
        }).catch(() => failed.push(name))
      )
      if (failed.length)
        throw new Error(`module tests failed in: ${failed.join(", ")}`)
    })
  }

  if (wants("http")) {
    await phase("backend: HTTP integration tests", async () => {
      // The spec files run in groups, each group one Jest process that boots the
      // server once for its files (httpGroups); all groups run, and the phase fails
      // if any did. Specs may sit in subfolders (admin/, store/, flows/), as Jest's
      // testMatch allows.
      const specs = fs
        .readdirSync(path.join(backendDir, "integration-tests", "http"), {
          recursive: true,
        })
        .map(String)
        .filter((f) => /\.spec\.[jt]s$/.test(f))
        .sort()
        .map((f) => `integration-tests/http/${f.split(path.sep).join("/")}`)
      const groups = httpGroups(specs, Number(process.env.HTTP_GROUP_SIZE || 6))
      const template = await migratedTemplate(env)
      const failed = []
      // PARALLEL groups at once: each Jest process has its own databases, ports
      // and Redis namespace, so groups never meet
      await pool(groups, PARALLEL, async (group, i) => {
        const t = Date.now()
        console.log(
          `• HTTP group ${i + 1}/${groups.length}: ${group.join(", ")}`
        )
        const times = path.join(
          os.tmpdir(),
          `uuc-http-${process.pid}-${i}.times`
        )
        await run("npx", ["jest", "--runInBand", "--forceExit"], {
          cwd: backendDir,
          env: {
            ...env,
            TEST_TYPE: "integration:http",
            NODE_OPTIONS: `${env.NODE_OPTIONS} --max-old-space-size=4096`,
            UUC_TEST_DB_TEMPLATE: template,
            UUC_HTTP_GROUP: group.join(","),
            UUC_HTTP_TIMES: times,
          },
        }).catch(() => failed.push(...group))
        specTimes.push(...readSpecTimes(times))
        console.log(
          `• HTTP group ${i + 1}/${groups.length} done in ${((Date.now() - t) / 1000).toFixed(1)} s`
        )
      })
      await dropDatabase(db.server, template)
      if (failed.length)
        throw new Error(
          `HTTP specs failed in the groups of: ${failed.join(", ")}`
        )
    })
  }

  // The chaos test owns its PostgreSQL, ports and Redis namespace, so it runs beside
  // the browser tests (the CPU sat about 40 % idle through them), once their build
  // is done: it starts the same built server.
  let built = () => {}
  const builtOnce = new Promise((resolve) => (built = resolve))
  let browser = null
  if (!wants("e2e")) built()
  else {
    // .finally: a phase that fails before its build must not leave chaos waiting
    browser = phase("browser tests (built platform, Chromium)", async () => {
      const apiPort = Number(process.env.E2E_API_PORT || 9100)
      const storePort = Number(process.env.E2E_STORE_PORT || 8100)
      // Several checkouts on one machine may run browser tests side by side.
      const database = process.env.E2E_DATABASE || "uuc_e2e"
      const secrets = loadSecrets()
      const appEnv = medusaEnv({
        server: db.server,
        database,
        secrets,
        apiPort,
        storePort,
        redisUrl: process.env.REDIS_URL,
      })
      // Browsers can't read the captcha picture: the test server accepts a fixed code,
      // a test setting the server refuses in production, so this platform runs as
      // NODE_ENV=test.
      appEnv.CAPTCHA_TEST_CODE = "e2e-captcha"
      appEnv.NODE_ENV = "test"
      // Email through an SMTP server the browser test of it starts on this port
      // (e2e/notification-email.test.mjs): only addresses a member confirms get
      // mail, so the other files send none.
      const smtpPort = Number(process.env.E2E_SMTP_PORT || apiPort + 25)
      appEnv.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
      appEnv.MAIL_FROM = "UUC e2e <no-reply@e2e.test>"
      if (!process.env.REDIS_URL) {
        console.log(
          "• REDIS_URL is not set: the server runs on in-memory modules; the Redis checks skip"
        )
      }
      // The local EVM node starts while the platform builds.
      const starting = startE2eChain()
      await buildAll()
        .catch(async (e) => {
          const chain = await starting
          await chain.stop?.()
          throw e
        })
        .finally(built)
      const chain = await starting
      if ("error" in chain)
        throw new Error(`the local EVM node did not start: ${chain.error}`)
      Object.assign(appEnv, chain.appEnv)
      console.log(
        `• chain BEP20 on a local EVM node (${chain.testEnv.EVM_RPC_URL})`
      )
      await dropDatabase(db.server, database)
      await prepareDatabase({ server: db.server, database, env: appEnv })
      await installInstantSettlement(appEnv)
      const { publishableKey, api, store } = await startServers({
        env: appEnv,
        apiPort,
        storePort,
      })
      const secondApiPort = apiPort + 1
      const second = await startSecondApi({
        env: appEnv,
        apiPort: secondApiPort,
      })
      try {
        // E2E_FILES=e2e/a.test.mjs,e2e/b.test.mjs runs only those files.
        const files = process.env.E2E_FILES?.split(",").filter(Boolean) ?? []
        await run(
          "node",
          [
            "--test",
            "--test-concurrency=1",
            ...(files.length ? files : ["e2e/"]),
          ],
          {
            cwd: root,
            env: {
              ...process.env,
              CHROMIUM_PATH: chromiumPath,
              API_URL: `http://127.0.0.1:${apiPort}`,
              API_URL_2: `http://127.0.0.1:${secondApiPort}`,
              STORE_URL: `http://127.0.0.1:${storePort}`,
              PUBLISHABLE_KEY: publishableKey,
              ADMIN_EMAIL: secrets.ADMIN_EMAIL,
              ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
              ADMIN_SECONDARY_PASSWORD: secrets.ADMIN_SECONDARY_PASSWORD,
              ROOT_USERNAME: secrets.ROOT_USERNAME,
              ROOT_PASSWORD: secrets.ROOT_PASSWORD,
              ROOT_SECONDARY_PASSWORD: secrets.ROOT_SECONDARY_PASSWORD,
              CAPTCHA_TEST_CODE: appEnv.CAPTCHA_TEST_CODE,
              DATABASE_URL: appEnv.DATABASE_URL,
              E2E_SMTP_PORT: String(smtpPort),
              ...chain.testEnv,
            },
          }
        )
      } finally {
        // this phase's servers only: the chaos test may still run beside them
        await stopChildren(8000, [api.child, store.child, second.child])
        await chain.stop()
      }
    }).finally(built)
  }

  let chaos = null
  if (wants("chaos")) {
    // The fault test, short: two servers, a mixed money workload, a few
    // server kills, terminated backends and PostgreSQL restarts; verify after each.
    // `npm run chaos -- --duration=600` is the long one.
    await builtOnce
    chaos = phase(
      "chaos: faults under a money workload (beside the browser tests)",
      () =>
        run(
          "node",
          [
            "scripts/chaos.mjs",
            `--duration=${process.env.CHAOS_DURATION || 75}`,
            "--fault-every=20",
          ],
          { cwd: root, env: process.env }
        )
    )
  }
  await Promise.all([browser, chaos])
} catch (e) {
  console.error(e)
  results.push({ name: "test harness", ok: false, s: 0 })
}

console.log("\n━━ Summary")
// A failed phase's reason is repeated here: CI's log keeps only its tail.
for (const r of results) {
  console.log(`${r.ok ? "✓" : "✗"} ${r.name} (${r.s.toFixed(1)} s)`)
  for (const note of r.notes ?? []) console.log(`    ${note}`)
}
if (specTimes.length) {
  console.log("\nslowest HTTP specs:")
  for (const t of specTimes.sort((a, b) => b.s - a.s).slice(0, 10))
    console.log(`  ${t.s.toFixed(1).padStart(6)} s  ${t.name}`)
}
// wall clock: some phases run side by side, so their times overlap
const total = (Date.now() - started) / 1000
console.log(
  `total: ${(total / 60).toFixed(1)} min (${PARALLEL} test processes at once)`
)
// Which path this run took: a suite must pass on both.
const where = db?.server
console.log(
  `path: ${where?.embedded ? "embedded" : "given"} PostgreSQL` +
    (where ? ` (${where.host}:${where.port})` : "") +
    `; ${process.env.REDIS_URL ? "Redis" : "in-memory modules (no REDIS_URL)"}`
)
const failed = results.filter((r) => !r.ok).length
console.log(failed ? `${failed} phase(s) failed` : "All test phases passed")
await cleanup(failed ? 1 : 0)
