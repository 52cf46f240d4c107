#!/usr/bin/env node
// The HTTP half of `npm run bench:ledger`: the built Medusa app (started as
// scripts/lib/platform.mjs does, on a database of its own, uuc_bench_http, dropped
// and recreated) and POST /store/transfers at concurrency C with Idempotency-Keys.
// Members are created cheaply: rows in the members table sharing one argon2id hash
// (1,000 registrations would spend most of the run hashing), funded with one ledger entry
// through the ledger's own SQL function; a few log in through the real route, the
// others get the same token signMemberToken gives at the end of that route.
//
// The route checks the secondary password (argon2id, the members plugin's own
// verifySecret) on purpose, so the figure is bounded by it; the breakdown prints what
// one check alone costs here, the same route answering a replayed key (no check, no
// write) and an authenticated
// read. Needs the plugins and the backend built. Ports 9600 (API; 9601, … for more
// server processes) — never 9000. BENCH_HTTP_TRANSFERS (2000), BENCH_CONCURRENCY
// (16), BENCH_MEMBERS (1000), BENCH_SERVERS (1): the requests are spread over that
// many server processes on the same database, as a deployment runs one per core
// (more than one share Redis, REDIS_URL or the local one, as in production).
import crypto from "node:crypto"
import os from "node:os"
import path from "node:path"
import fs from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"
import { performance } from "node:perf_hooks"
import pg from "pg"

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.join(here, "..", "..", "..")
const lib = (name) => pathToFileURL(path.join(root, "scripts/lib", name)).href
const API_PORT = 9600
const STORE_PORT = 8600
const DATABASE = "uuc_bench_http"
const SECONDARY = "BenchSecond1"
const PASSWORD = "BenchPassw0rd1"

/** Latency figures of one run. */
export function summarize(name, latencies, seconds, extra = "") {
  const sorted = Float64Array.from(latencies).sort()
  const at = (q) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return {
    name,
    n: sorted.length,
    rate: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    extra,
  }
}

export function printTable(rows) {
  const head = ["what", "n", "per s", "p50 ms", "p99 ms", "note"]
  const lines = rows.map((r) => [
    r.name,
    String(r.n),
    r.rate.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.extra,
  ])
  const widths = head.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => l[i].length))
  )
  const fmt = (cells) =>
    cells
      .map((c, i) =>
        i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i])
      )
      .join("  ")
  console.log(fmt(head))
  console.log(widths.map((w) => "─".repeat(w)).join("  "))
  for (const l of lines) console.log(fmt(l))
}

/** Runs `n` calls of `one(i)` at `concurrency`; answers latencies and seconds. */
async function load(n, concurrency, one) {
  const latencies = new Float64Array(n)
  let next = 0
  let failed = 0
  let firstError = null
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++
        const t = performance.now()
        try {
          await one(i)
        } catch (e) {
          failed++
          firstError ??= e
        }
        latencies[i] = performance.now() - t
      }
    })
  )
  return {
    latencies,
    seconds: (performance.now() - started) / 1000,
    failed,
    firstError,
  }
}

/** What one secondary-password check (the route's, argon2id) costs here. */
async function secretCheckCost(concurrency) {
  const { hashSecret, verifySecret } = await import("@uuc/members/testing")
  const stored = await hashSecret(SECONDARY)
  const run = () => verifySecret(SECONDARY, stored)
  await run()
  const alone = await load(20, 1, run)
  const parallel = await load(64, concurrency, run)
  return [
    summarize("argon2id verify alone (c=1)", alone.latencies, alone.seconds),
    summarize(
      `argon2id verify (c=${concurrency})`,
      parallel.latencies,
      parallel.seconds,
      "the ceiling of any route that verifies a password"
    ),
  ]
}

export async function benchHttp({
  serverUrl,
  transfers,
  concurrency,
  members,
  servers = Number(process.env.BENCH_SERVERS || 1),
}) {
  const backendServer = path.join(root, "backend", ".medusa", "server")
  if (!fs.existsSync(backendServer)) {
    console.log("HTTP: skipped — the backend is not built (npm run build)")
    return
  }
  const { medusaEnv, prepareDatabase, publishableKey } = await import(
    lib("platform.mjs")
  )
  const { dropDatabase, urlFor } = await import(lib("postgres.mjs"))
  const { serve, stopChildren, waitForUrl } = await import(lib("run.mjs"))
  const { redisNamespace } = await import(lib("bench.mjs"))
  // several server processes share locks, workflows and events through Redis
  const redis = servers > 1 ? redisNamespace("uuc-bench-http") : undefined
  const u = new URL(serverUrl)
  const server = {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username || "postgres"),
    password: decodeURIComponent(u.password || ""),
  }
  const token = () => crypto.randomBytes(18).toString("base64url")
  const secrets = {
    JWT_SECRET: token(),
    COOKIE_SECRET: token(),
    ADMIN_EMAIL: "admin@bench.local",
    ADMIN_PASSWORD: `Ub${token()}9`,
    ADMIN_SECONDARY_PASSWORD: `Ub${token()}9`,
    ROOT_USERNAME: "root",
    ROOT_PASSWORD: `Ub${token()}9`,
    ROOT_SECONDARY_PASSWORD: `Ub${token()}9`,
  }
  const env = {
    ...medusaEnv({
      server,
      database: DATABASE,
      secrets,
      apiPort: API_PORT,
      storePort: STORE_PORT,
      redisUrl: redis?.url,
    }),
    ...redis?.env,
    LOG_LEVEL: "error",
    // Lets the bench's few real logins pass the captcha: a test setting the server
    // refuses in production, hence NODE_ENV=test.
    CAPTCHA_TEST_CODE: "BENCH",
    NODE_ENV: "test",
  }
  await dropDatabase(server, DATABASE)
  await prepareDatabase({ server, database: DATABASE, env, log: () => {} })

  // Members: rows sharing one hash of each secret (computed once), then one
  // funding entry through the ledger's posting function.
  const db = new pg.Client({ connectionString: urlFor(server, DATABASE) })
  await db.connect()
  const { hashSecret } = await import("@uuc/members/testing")
  const { signMemberToken } = await import("@uuc/members/testing")
  const [passwordHash, secondaryHash, answerHash] = await Promise.all([
    hashSecret(PASSWORD),
    hashSecret(SECONDARY),
    hashSecret("a"),
  ])
  const ids = Array.from({ length: members }, (_, i) => `mem_bench${i}`)
  const changedAt = new Date(Date.now() - 60_000)
  await db.query(
    `insert into member (id, username, customer_id, password_hash,
       secondary_password_hash, security_question, security_answer_hash,
       password_changed_at)
     select id, 'bench' || ord - 1, 'cus_bench' || ord - 1, $2, $3, 'q', $4, $5
       from unnest($1::text[]) with ordinality as t(id, ord)`,
    [ids, passwordHash, secondaryHash, answerHash, changedAt]
  )
  const legs = [
    ["platform:uuc_reserve", null, `-${members * 1000}`],
    ...ids.map((id) => [`member:${id}:UUC`, id, "1000"]),
  ]
  await db.query(
    `select 1 from ledger_post_entry('lent_bench_fund', 'bench-http-fund', 'bench',
       'bench_fund', 'bench.fund', '{}', null, null, false, true, $1::text[],
       array_fill('UUC'::text, array[$4::int]), array_fill('UUC'::text, array[$4::int]),
       $2::numeric[], $3::text[], array_fill(false, array[$4::int]), null, null,
       null, null, null)`,
    [
      legs.map((l) => l[0]),
      legs.map((l) => l[2]),
      legs.map((l) => l[1]),
      legs.length,
    ]
  )

  const jwtSecret = secrets.JWT_SECRET
  const fakeContainer = {
    resolve: () => ({ projectConfig: { http: { jwtSecret } } }),
  }
  const tokens = ids.map(
    (id, i) =>
      signMemberToken(fakeContainer, {
        id,
        customer_id: `cus_bench${i}`,
        password_changed_at: changedAt,
      }).token
  )

  const apis = Array.from({ length: servers }, (_, i) =>
    serve(`medusa-bench${i || ""}`, "npx", ["medusa", "start"], {
      cwd: backendServer,
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: String(API_PORT + i),
        // more than one: the first runs the jobs and subscribers, as the worker would
        ...(redis && { MEDUSA_WORKER_MODE: i ? "server" : "shared" }),
      },
    })
  )
  const rows = []
  try {
    for (const [i, api] of apis.entries())
      await waitForUrl(`http://127.0.0.1:${API_PORT + i}/health`, {
        exited: api.exited,
      })
    const key = await publishableKey(env)
    // request i goes to server i mod servers
    const base = (i) => `http://127.0.0.1:${API_PORT + (i % servers)}`
    const headers = (i) => ({
      "content-type": "application/json",
      "x-publishable-api-key": key,
      authorization: `Bearer ${tokens[i]}`,
    })
    const call = async (method, url, init = {}, i = 0) => {
      const res = await fetch(base(i) + url, { method, ...init })
      const body = await res.text()
      if (res.status >= 400)
        throw new Error(`${method} ${url}: ${res.status} ${body.slice(0, 200)}`)
      return { res, body }
    }

    // A few real logins: captcha, then the password (scrypt as well).
    const logins = await load(Math.min(16, members), 4, async (i) => {
      const { body } = await call(
        "GET",
        "/store/captcha",
        { headers: { "x-publishable-api-key": key } },
        i
      )
      const { id } = JSON.parse(body)
      const { body: answer } = await call(
        "POST",
        "/store/members/login",
        {
          headers: {
            "content-type": "application/json",
            "x-publishable-api-key": key,
          },
          body: JSON.stringify({
            username: `bench${i}`,
            password: PASSWORD,
            captcha_id: id,
            captcha_code: "BENCH",
          }),
        },
        i + 1
      )
      tokens[i] = JSON.parse(answer).token
    })
    if (logins.failed) throw logins.firstError

    // Warm-up (JIT, pools), not counted.
    const transfer = (i, keyOf = () => crypto.randomUUID()) => {
      const from = Math.floor(Math.random() * members)
      const to =
        (from + 1 + Math.floor(Math.random() * (members - 1))) % members
      return call(
        "POST",
        "/store/transfers",
        {
          headers: { ...headers(from), "idempotency-key": keyOf(i) },
          body: JSON.stringify({
            to_username: `bench${to}`,
            amount: "0.01",
            secondary_password: SECONDARY,
          }),
        },
        i
      )
    }
    await load(32, concurrency, (i) => transfer(i))

    const load1 = os.loadavg()[0]
    const real = await load(transfers, concurrency, (i) => transfer(i))
    if (real.failed) console.log(`  first failure: ${real.firstError}`)
    rows.push(
      summarize(
        `POST /store/transfers (real route, c=${concurrency}, ${servers} server${servers > 1 ? "s" : ""})`,
        real.latencies,
        real.seconds,
        `refused ${real.failed}; load ${load1.toFixed(1)}→${os.loadavg()[0].toFixed(1)}`
      )
    )

    // The same route answering a replayed Idempotency-Key: auth, member session,
    // validation, the stored answer — no scrypt, no ledger write.
    const replayKey = `bench-replay-${token()}`
    const fixed = {
      ...headers(0),
      "idempotency-key": replayKey,
    }
    const replayBody = JSON.stringify({
      to_username: "bench1",
      amount: "0.01",
      secondary_password: SECONDARY,
    })
    await call("POST", "/store/transfers", { headers: fixed, body: replayBody })
    const replay = await load(Math.max(2000, transfers), concurrency, (i) =>
      call("POST", "/store/transfers", { headers: fixed, body: replayBody }, i)
    )
    rows.push(
      summarize(
        "POST /store/transfers, replayed key",
        replay.latencies,
        replay.seconds,
        "HTTP + auth + stored answer, no scrypt/write"
      )
    )
    const reads = await load(Math.max(2000, transfers), concurrency, (i) =>
      call(
        "GET",
        "/store/ledger/balances",
        { headers: headers(i % members) },
        i
      )
    )
    rows.push(
      summarize(
        "GET /store/ledger/balances",
        reads.latencies,
        reads.seconds,
        "HTTP + auth, one read"
      )
    )
    rows.push(...(await secretCheckCost(concurrency)))
    rows.push(
      summarize(
        "POST /store/members/login (16, c=4)",
        logins.latencies,
        logins.seconds,
        "captcha + argon2id"
      )
    )

    const verify = await db.query(
      `select count(*)::int as n from ledger_transfer`
    )
    console.log(
      `\nledger over HTTP: ${members} members, ${transfers} transfers at concurrency ${concurrency}` +
        ` over ${servers} server process${servers > 1 ? "es" : ""}` +
        ` (${verify.rows[0].n} transfers in the database)`
    )
    printTable(rows)
  } finally {
    await db.end()
    await stopChildren()
    await redis?.drop()
  }
}

// Standalone: node plugins/ledger/scripts/bench-http.mjs
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serverUrl =
    process.env.DATABASE_URL || "postgres://postgres@localhost:5432/postgres"
  await benchHttp({
    serverUrl,
    transfers: Number(process.env.BENCH_HTTP_TRANSFERS || 2000),
    concurrency: Number(process.env.BENCH_CONCURRENCY || 16),
    members: Number(process.env.BENCH_MEMBERS || 1000),
  })
}
