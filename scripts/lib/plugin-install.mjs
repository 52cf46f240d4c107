// The plugins as another developer gets them: `npm pack` tarballs of @uuc/content and
// @uuc/ledger (with the packages they depend on: errors, http, data, and the members and
// network plugins whose public entries the ledger imports) installed into a generated,
// minimal Medusa app that knows nothing of this repository, then migrated, started
// and asked one route of each (and one refused request, answered by the plugins' own
// `{ code, message }` error handler). The app gets Medusa and the other third-party
// packages from this checkout's node_modules (the versions the lockfile installed), so
// the test needs no registry; the @uuc packages come only from the tarballs.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { builtinModules, createRequire } from "node:module"
import net from "node:net"
import pg from "pg"
import { dropDatabase, ensureDatabase, urlFor } from "./postgres.mjs"
import { root } from "./paths.mjs"
import { run, serve, waitForUrl } from "./run.mjs"

const PACKED = [
  "@uuc/errors",
  "@uuc/http",
  "@uuc/data",
  "@uuc/network",
  "@uuc/members",
  "@uuc/content",
  "@uuc/ledger",
]
const semver = createRequire(path.join(root, "package.json"))("semver")

function fail(message) {
  throw new Error(`plugin install: ${message}`)
}

/** Packs the packages; answers npm's report (file names and contents). */
async function pack(dest) {
  const out = await run(
    "npm",
    [
      "pack",
      "--json",
      "--pack-destination",
      dest,
      ...PACKED.flatMap((w) => ["-w", w]),
    ],
    { cwd: root, quiet: true }
  )
  // npm may print notices before the JSON.
  const reports = JSON.parse(out.slice(out.indexOf("[")))
  for (const r of reports) {
    const tests = r.files
      .map((f) => f.path)
      .filter((p) => /(^|\/)__tests__\/|\.(spec|test)\.[cm]?js$/.test(p))
    if (tests.length)
      fail(`${r.name}'s tarball ships tests: ${tests.slice(0, 3).join(", ")}`)
  }
  return reports
}

/**
 * What `npm install` would leave: the third-party packages (linked from this checkout,
 * the versions a registry install resolves to) and each tarball unpacked under
 * node_modules/@uuc. The @uuc scope of the checkout (workspace links) is left out.
 */
async function install(app, tarballs) {
  const modules = path.join(app, "node_modules")
  fs.mkdirSync(path.join(modules, "@uuc"), { recursive: true })
  const source = path.join(root, "node_modules")
  for (const entry of fs.readdirSync(source)) {
    if (entry === "@uuc" || entry === ".package-lock.json") continue
    fs.symlinkSync(path.join(source, entry), path.join(modules, entry))
  }
  for (const { name, filename } of tarballs) {
    const dir = path.join(modules, name)
    fs.mkdirSync(dir, { recursive: true })
    await run("tar", ["-xzf", filename, "-C", dir, "--strip-components=1"], {
      quiet: true,
    })
  }
  return modules
}

function installedVersion(modules, name) {
  const file = path.join(modules, name, "package.json")
  return fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, "utf8")).version
    : null
}

/**
 * npm's part of the check: every dependency and peer of a tarball is satisfied by what
 * the app holds, and every package its code imports is declared (a package found only
 * because the monorepo hoisted it would break a real install).
 */
function checkDeclarations(modules, name) {
  const dir = path.join(modules, name)
  const pkg = JSON.parse(
    fs.readFileSync(path.join(dir, "package.json"), "utf8")
  )
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies }
  for (const [dep, range] of Object.entries(declared)) {
    const version = installedVersion(modules, dep)
    if (!version) fail(`${name} needs ${dep}@${range}: not installed`)
    if (!semver.satisfies(version, range, { includePrerelease: true }))
      fail(`${name} needs ${dep}@${range}, the app has ${version}`)
  }
  const builtins = new Set(builtinModules)
  const imported = new Set()
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      // The admin bundle's imports are the host admin build's to resolve (peers).
      if (e.isDirectory()) {
        if (p !== path.join(dir, ".medusa/server/src/admin")) walk(p)
      } else if (/\.[cm]?js$/.test(e.name)) {
        const text = fs.readFileSync(p, "utf8")
        // Compiled server code (CommonJS) loads packages with require().
        for (const m of text.matchAll(
          /\brequire\(\s*["']([^"'./][^"']*)["']\s*\)/g
        ))
          imported.add(m[1])
      }
    }
  }
  // A plugin's compiled code, or a plain package's files.
  walk(
    fs.existsSync(path.join(dir, ".medusa")) ? path.join(dir, ".medusa") : dir
  )
  for (const spec of imported) {
    const bare = spec.replace(/^node:/, "")
    if (builtins.has(bare) || builtins.has(bare.split("/")[0])) continue
    const parts = spec.split("/")
    const pkgName = spec.startsWith("@")
      ? parts.slice(0, 2).join("/")
      : parts[0]
    if (pkgName === name) continue
    if (!(pkgName in declared))
      fail(`${name} imports ${pkgName} but does not declare it`)
  }
}

const CONFIG = `// Generated by the plugin install test: a bare app with two @uuc plugins.
const { defineConfig } = require("@medusajs/framework/utils")

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    http: {
      storeCors: "http://localhost:8000",
      adminCors: "http://localhost:9000",
      authCors: "http://localhost:8000,http://localhost:9000",
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
  },
  admin: { disable: true },
  plugins: [
    { resolve: "@uuc/content", options: {} },
    { resolve: "@uuc/ledger", options: {} },
  ],
})
`

// The content plugin's README: seeding is one workflow run with the shipped data.
const SEED = `const { seedContentWorkflow } = require("@uuc/content/workflows")
const { guide, notices } = require("@uuc/data")

exports.default = async function seed({ container }) {
  await seedContentWorkflow(container).run({ input: { guide, notices } })
}
`

async function json(url, headers = {}) {
  const res = await fetch(url, { headers })
  const text = await res.text()
  let body
  try {
    body = JSON.parse(text)
  } catch {
    fail(`${url} answered ${res.status} with no JSON: ${text.slice(0, 200)}`)
  }
  return { status: res.status, body }
}

/** A port nobody listens on (several checkouts may run this test side by side). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.on("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs the whole check against `server` (a PostgreSQL server as scripts/lib/postgres.mjs
 * describes it).
 */
export async function pluginInstallTest({ server, log = console.log }) {
  const port = await freePort()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "uuc-install-"))
  const database = `uuc_install_${process.pid}`
  const medusa = path.join(work, "app/node_modules/@medusajs/cli/cli.js")
  let api = null
  try {
    const packs = path.join(work, "packs")
    fs.mkdirSync(packs)
    const reports = await pack(packs)
    log(
      `✓ packed ${reports.map((r) => r.filename).join(", ")} (no tests inside)`
    )

    const app = path.join(work, "app")
    fs.mkdirSync(app)
    const tarballs = reports.map((r) => ({
      name: r.name,
      filename: path.join(packs, r.filename),
    }))
    fs.writeFileSync(
      path.join(app, "package.json"),
      JSON.stringify(
        {
          name: "bare-medusa-app",
          private: true,
          // What create-medusa-app writes, at the versions installed here.
          dependencies: {
            ...Object.fromEntries(
              ["medusa", "framework", "cli", "admin-sdk"].map((p) => [
                `@medusajs/${p}`,
                installedVersion(
                  path.join(root, "node_modules"),
                  `@medusajs/${p}`
                ),
              ])
            ),
            ...Object.fromEntries(
              tarballs.map((t) => [t.name, `file:${t.filename}`])
            ),
          },
        },
        null,
        2
      )
    )
    fs.writeFileSync(path.join(app, "medusa-config.js"), CONFIG)
    fs.writeFileSync(path.join(app, "seed.js"), SEED)
    const modules = await install(app, tarballs)
    for (const t of tarballs) checkDeclarations(modules, t.name)
    log("✓ installed; every dependency and peer declared and satisfied")

    await dropDatabase(server, database)
    await ensureDatabase(server, database)
    const env = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: urlFor(server, database),
      PORT: String(port),
      HOST: "127.0.0.1",
      JWT_SECRET: "install-test-jwt-secret",
      COOKIE_SECRET: "install-test-cookie-secret",
      MEDUSA_DISABLE_TELEMETRY: "true",
      LOG_LEVEL: "error",
    }
    delete env.REDIS_URL
    delete env.NODE_OPTIONS
    await run(process.execPath, [medusa, "db:migrate"], {
      cwd: app,
      env,
      quiet: true,
    })
    await run(process.execPath, [medusa, "exec", "./seed.js"], {
      cwd: app,
      env,
      quiet: true,
    })
    log("✓ migrated and seeded")

    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    let key
    try {
      const { rows } = await client.query(
        `select token from api_key where type = 'publishable' and revoked_at is null
           and deleted_at is null order by created_at limit 1`
      )
      key = rows[0]?.token
    } finally {
      await client.end()
    }
    if (!key) fail("the migrations created no publishable key")

    api = serve("bare-app", process.execPath, [medusa, "start"], {
      cwd: app,
      env,
    })
    const base = `http://127.0.0.1:${port}`
    await waitForUrl(`${base}/health`, { exited: api.exited })
    const headers = { "x-publishable-api-key": key }

    const notices = await json(`${base}/store/notices`, headers)
    if (notices.status !== 200 || !(notices.body.count > 0))
      fail(
        `GET /store/notices: ${notices.status} ${JSON.stringify(notices.body)}`
      )
    const price = await json(`${base}/store/token-price`, headers)
    const uuc = price.body.token_price?.price
    if (price.status !== 200 || !/^\d+(\.\d+)?$/.test(String(uuc)))
      fail(
        `GET /store/token-price: ${price.status} ${JSON.stringify(price.body)}`
      )
    const refused = await json(`${base}/store/notices?limit=0`, headers)
    if (
      refused.status !== 400 ||
      typeof refused.body.code !== "string" ||
      typeof refused.body.message !== "string" ||
      refused.body.field !== "limit"
    )
      fail(
        `GET /store/notices?limit=0 is not the error contract: ${refused.status} ${JSON.stringify(refused.body)}`
      )
    log(
      `✓ started: ${notices.body.count} notices, UUC price ${uuc}, a bad query answers 400 ${refused.body.code}`
    )
  } finally {
    if (api) {
      try {
        process.kill(-api.child.pid, "SIGTERM")
      } catch {
        /* already gone */
      }
      await Promise.race([api.exited, new Promise((r) => setTimeout(r, 8000))])
      try {
        process.kill(-api.child.pid, "SIGKILL")
      } catch {
        /* already gone */
      }
    }
    await dropDatabase(server, database).catch(() => {})
    fs.rmSync(work, { recursive: true, force: true })
  }
}
