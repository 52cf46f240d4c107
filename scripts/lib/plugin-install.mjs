// The plugins as another developer gets them: the seven `npm pack` tarballs (each
// carrying @uuc/errors, @uuc/http and @uuc/data, bundled) installed into a
// generated, minimal Medusa app that knows nothing of this repository, configured
// as the READMEs say (the needs check, the wallet provider), built with its admin,
// migrated, seeded, started from `.medusa/server`, and then used: one member's way
// through the HTTP API (register, funded, a card, a paid order), a refused request
// answered by the plugins' `{ code, message, field }` handler, and one admin page of
// each plugin in Chromium. The app gets Medusa and the other third-party packages
// from this checkout's node_modules (the versions the lockfile installed), so the
// check needs no registry; the @uuc packages come only from the tarballs.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { builtinModules, createRequire } from "node:module"
import net from "node:net"
import { dropDatabase, ensureDatabase, urlFor } from "./postgres.mjs"
import { root } from "./paths.mjs"
import { run, serve, waitForUrl } from "./run.mjs"
import { CONFIG, SEED, TSCONFIG } from "./plugin-install-app.mjs"
import { adminPages, client, memberFlow } from "./plugin-install-flow.mjs"

const PLUGINS = [
  "content",
  "network",
  "members",
  "ledger",
  "rewards",
  "shop",
  "merchants",
].map((p) => `@uuc/${p}`)
/** Ours and unpublished: a plugin that depends on one must carry it. */
const UNPUBLISHED = ["@uuc/errors", "@uuc/http", "@uuc/data"]
const semver = createRequire(path.join(root, "package.json"))("semver")

function fail(message) {
  throw new Error(`plugin install: ${message}`)
}

/** Packs the plugins (their prepack copies in what they bundle); answers npm's report. */
async function pack(dest) {
  const out = await run(
    "npm",
    [
      "pack",
      "--json",
      "--pack-destination",
      dest,
      ...PLUGINS.flatMap((w) => ["-w", w]),
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
    const outside = r.files.find((f) => f.path.split("/").includes(".."))
    if (outside)
      fail(`${r.name}'s tarball has a path outside it: ${outside.path}`)
  }
  return reports
}

/**
 * A tarball installs alone: every @uuc package it depends on travels inside it, and
 * it names its sibling plugins as peers (the app installs those itself).
 */
function checkSelfContained(report, pkg) {
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    if (!dep.startsWith("@uuc/")) continue
    if (!UNPUBLISHED.includes(dep))
      fail(`${pkg.name} depends on the plugin ${dep}: make it a peer`)
    if (!report.bundled.includes(dep))
      fail(`${pkg.name} depends on ${dep}, which its tarball does not carry`)
  }
  for (const peer of Object.keys(pkg.peerDependencies ?? {}))
    if (peer.startsWith("@uuc/") && !PLUGINS.includes(peer))
      fail(`${pkg.name} names ${peer} as a peer: only plugins are peers`)
}

/**
 * What `npm install` of the tarballs would leave: the third-party packages (linked
 * from this checkout, the versions a registry install resolves to) and each tarball
 * unpacked under node_modules/@uuc, its bundled packages inside it. The checkout's
 * @uuc scope (workspace links) is left out.
 */
async function install(app, tarballs) {
  const modules = path.join(app, "node_modules")
  fs.mkdirSync(path.join(modules, "@uuc"), { recursive: true })
  const source = path.join(root, "node_modules")
  for (const entry of fs.readdirSync(source)) {
    if (entry === "@uuc" || entry === ".package-lock.json") continue
    fs.symlinkSync(path.join(source, entry), path.join(modules, entry))
  }
  await Promise.all(
    tarballs.map(async ({ name, filename }) => {
      const dir = path.join(modules, name)
      fs.mkdirSync(dir, { recursive: true })
      await run("tar", ["-xzf", filename, "-C", dir, "--strip-components=1"], {
        quiet: true,
      })
    })
  )
  return modules
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"))

/** The version Node would load for `name` from `dir` (nearest node_modules up). */
function resolvedVersion(dir, name, stop) {
  for (let d = dir; d.startsWith(stop); d = path.dirname(d)) {
    const file = path.join(d, "node_modules", name, "package.json")
    if (fs.existsSync(file)) return readJson(file).version
  }
  return null
}

/** The packages a folder's compiled (CommonJS) code loads with require(). */
function requiredPackages(dir, skip) {
  const found = new Set()
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory()) {
        if (e.name !== "node_modules" && !skip.includes(p)) walk(p)
      } else if (/\.[cm]?js$/.test(e.name)) {
        const text = fs.readFileSync(p, "utf8")
        for (const m of text.matchAll(
          /\brequire\(\s*["']([^"'./][^"']*)["']\s*\)/g
        ))
          found.add(m[1])
      }
    }
  }
  walk(dir)
  const builtins = new Set(builtinModules)
  return [...found]
    .filter((s) => {
      if (s.startsWith("#")) return false // the package's own "imports"
      const bare = s.replace(/^node:/, "")
      return !builtins.has(bare) && !builtins.has(bare.split("/")[0])
    })
    .map((s) =>
      s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]
    )
}

/**
 * npm's part of the check, for a package at `dir` (a plugin or a package it bundles):
 * every dependency and peer is satisfied by what Node finds from there, and every
 * package its code requires is declared (a package found only because the monorepo
 * hoisted it would break a real install).
 */
function checkDeclarations(dir, app) {
  const pkg = readJson(path.join(dir, "package.json"))
  const declared = { ...pkg.peerDependencies, ...pkg.dependencies }
  for (const [dep, range] of Object.entries(declared)) {
    const version = resolvedVersion(dir, dep, app)
    if (!version) fail(`${pkg.name} needs ${dep}@${range}: not installed`)
    if (!semver.satisfies(version, range, { includePrerelease: true }))
      fail(`${pkg.name} needs ${dep}@${range}, the app has ${version}`)
  }
  // The admin bundle's imports are the host admin build's to resolve (peers).
  const code = fs.existsSync(path.join(dir, ".medusa"))
    ? path.join(dir, ".medusa")
    : dir
  const admin = path.join(dir, ".medusa/server/src/admin")
  for (const name of requiredPackages(code, [admin]))
    if (name !== pkg.name && !(name in declared))
      fail(`${pkg.name} requires ${name} but does not declare it`)
  for (const bundled of pkg.bundleDependencies ?? [])
    checkDeclarations(path.join(dir, "node_modules", bundled), app)
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

async function publishableKeys(databaseUrl) {
  const pg = (await import("pg")).default
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const { rows } = await db.query(
      `select token from api_key where type = 'publishable'
         and revoked_at is null and deleted_at is null order by created_at`
    )
    return rows.map((r) => r.token)
  } finally {
    await db.end()
  }
}

/** The app's package.json: what create-medusa-app writes, plus the tarballs. */
function appPackage(tarballs) {
  const version = (p) =>
    readJson(path.join(root, "node_modules", p, "package.json")).version
  return {
    name: "bare-medusa-app",
    private: true,
    dependencies: {
      ...Object.fromEntries(
        ["medusa", "framework", "cli", "admin-sdk"].map((p) => [
          `@medusajs/${p}`,
          version(`@medusajs/${p}`),
        ])
      ),
      ...Object.fromEntries(
        tarballs.map((t) => [t.name, `file:${t.filename}`])
      ),
    },
  }
}

/**
 * Runs the whole check against `server` (a PostgreSQL server as scripts/lib/postgres.mjs
 * describes it).
 */
export async function pluginInstallTest({ server, log = console.log }) {
  const started = Date.now()
  let lap = started
  const step = (what) => {
    const now = Date.now()
    log(`✓ ${what} (${((now - lap) / 1000).toFixed(1)} s)`)
    lap = now
  }
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "uuc-install-"))
  const database = `uuc_install_${process.pid}`
  const app = path.join(work, "app")
  const medusa = path.join(app, "node_modules/@medusajs/cli/cli.js")
  const admin = {
    email: "admin@install.test",
    password: "Install-admin-1",
    secondary: "Install-second-1",
  }
  let api = null
  try {
    const packs = path.join(work, "packs")
    fs.mkdirSync(packs)
    const reports = await pack(packs)
    const tarballs = reports.map((r) => ({
      name: r.name,
      filename: path.join(packs, r.filename),
    }))
    step(
      `packed ${reports.map((r) => `${r.filename} (bundles ${r.bundled.join(", ") || "nothing"})`).join("; ")}; no tests inside`
    )

    fs.mkdirSync(path.join(app, "src"), { recursive: true })
    fs.writeFileSync(
      path.join(app, "package.json"),
      JSON.stringify(appPackage(tarballs), null, 2)
    )
    fs.writeFileSync(path.join(app, "medusa-config.ts"), CONFIG)
    fs.writeFileSync(path.join(app, "tsconfig.json"), TSCONFIG)
    fs.writeFileSync(path.join(app, "seed.js"), SEED)
    const modules = await install(app, tarballs)
    for (const r of reports) {
      const dir = path.join(modules, r.name)
      checkSelfContained(r, readJson(path.join(dir, "package.json")))
      checkDeclarations(dir, app)
    }
    step(
      "installed; each tarball carries the @uuc packages it depends on, names its sibling plugins as peers, declares what it requires"
    )

    await dropDatabase(server, database)
    await ensureDatabase(server, database)
    const env = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: urlFor(server, database),
      PORT: String(port),
      HOST: "127.0.0.1",
      STORE_CORS: "http://localhost:8000",
      ADMIN_CORS: base,
      AUTH_CORS: `${base},http://localhost:8000`,
      JWT_SECRET: "install-test-jwt-secret",
      COOKIE_SECRET: "install-test-cookie-secret",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_SECONDARY_PASSWORD: admin.secondary,
      ROOT_PASSWORD: "Install-root-1",
      ROOT_SECONDARY_PASSWORD: "Install-root-2",
      // the captcha's test answer: the check registers a member through HTTP
      CAPTCHA_TEST_CODE: "install",
      MEDUSA_DISABLE_TELEMETRY: "true",
      LOG_LEVEL: "error",
    }
    delete env.REDIS_URL
    delete env.NODE_OPTIONS
    const medusaIn = (cwd, ...args) =>
      run(process.execPath, [medusa, ...args], { cwd, env, quiet: true })

    // The build (the admin's Vite bundle, mostly CPU) and the database work
    // (mostly waiting on PostgreSQL) overlap.
    const build = medusaIn(app, "build").then(() =>
      step("built (server and admin)")
    )
    const data = (async () => {
      await medusaIn(app, "db:migrate")
      const afterMigrate = await publishableKeys(env.DATABASE_URL)
      if (afterMigrate.length)
        fail("db:migrate made a publishable key: the READMEs say it does not")
      await medusaIn(app, "exec", "./seed.js")
      step(
        "migrated (no publishable key yet) and seeded by medusa exec (its boot made the key)"
      )
    })()
    await Promise.all([build, data])
    const [key] = await publishableKeys(env.DATABASE_URL)
    if (!key) fail("the first boot made no publishable key")

    const server_ = path.join(app, ".medusa/server")
    if (!fs.existsSync(path.join(server_, "public/admin/index.html")))
      fail("medusa build left no admin in .medusa/server/public/admin")
    api = serve("install-app", process.execPath, [medusa, "start"], {
      cwd: server_,
      env,
    })
    await waitForUrl(`${base}/health`, { exited: api.exited })
    step("started from .medusa/server")

    const call = client(base, fail)
    const notices = await call("/store/notices", { key })
    if (!(notices.count > 0))
      fail(`GET /store/notices: ${JSON.stringify(notices)}`)
    const refused = await call("/store/notices?limit=0", { key, expect: 400 })
    if (
      typeof refused.code !== "string" ||
      typeof refused.message !== "string" ||
      refused.field !== "limit"
    )
      fail(
        `GET /store/notices?limit=0 is not the error contract: ${JSON.stringify(refused)}`
      )
    const flow = await memberFlow({
      api: call,
      key,
      admin,
      captcha: env.CAPTCHA_TEST_CODE,
      fail,
    })
    step(
      `${notices.count} notices; a bad query answers 400 ${refused.code}; member ${flow.username} registered, was credited 500 USDT, activated a gold card and paid order ${flow.orders.join(", ")}`
    )

    const headings = await adminPages({ base, admin, fail })
    step(`admin pages in Chromium: ${headings.join(", ")}`)
    log(
      `plugin install check: ${((Date.now() - started) / 1000).toFixed(0)} s in all`
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
