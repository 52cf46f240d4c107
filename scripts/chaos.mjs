// `npm run chaos -- --duration=300`: a fault test in the style of Jepsen.
// A mixed money workload (card activations, refunds, transfers, exchanges,
// withdrawals with approvals and rejections, loans with approvals and rejections,
// the daily top) runs against TWO Medusa server processes sharing one PostgreSQL,
// while faults strike at random moments: a server is SIGKILLed (and started again),
// PostgreSQL backends are terminated (`pg_terminate_backend`), PostgreSQL itself is
// restarted. After each fault, and at the end, the reconcilers run (an activation
// runs them first; at the end the scheduled job's own function too) and the
// ledger's `verify` must pass with every check: nothing half-applied, nothing paid
// twice. First of all, a shop checkout's server is killed between its points and
// its order: after the recovery, the points came back or the order
// exists, never neither. Requests cut by a fault are retried with the SAME Idempotency-Key, so a
// replay must answer the first result, never move money again.
//
// It owns its PostgreSQL (an embedded server in .data/chaos-pg on CHAOS_PG_PORT,
// default 54339, fresh each run) because restarting it is one of the faults.
// Prints the operations by kind and outcome and the faults; exits 1 when a verify
// fails or a server answered 5xx outside a fault window. `npm test` runs a short one.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { buildAll } from "./lib/build.mjs"
import { memberToken } from "./lib/member-token.mjs"
import { backendDir, root } from "./lib/paths.mjs"
import { medusaEnv, prepareDatabase, publishableKey } from "./lib/platform.mjs"
import { startEmbeddedPostgres, urlFor } from "./lib/postgres.mjs"
import { throwawaySecrets } from "./lib/secrets.mjs"
import { run, serve, stopChildren, waitForUrl } from "./lib/run.mjs"

const arg = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`))
  return a ? a.slice(name.length + 3) : fallback
}
const DURATION_S = Number(arg("duration", process.env.CHAOS_DURATION || 120))
const FAULT_EVERY_S = Number(arg("fault-every", 12))
const WORKERS = Number(arg("workers", 6))
const SEED = Number(arg("seed", Date.now() % 100000))
const PG_PORT = Number(process.env.CHAOS_PG_PORT || 54339)
const PORTS = [
  Number(process.env.CHAOS_API_PORT || 9210),
  Number(process.env.CHAOS_API_PORT || 9210) + 1,
]
const DATABASE = "uuc_chaos"
// With Redis, the production topology (README, "Production topology"): two API
// processes in `server` mode and one in `worker` mode, the only one that runs
// scheduled jobs and subscribers; Redis carries events, workflows, cache and locks.
// Without it, in-memory modules cannot cross processes: one `shared`, one `server`.
const REDIS_URL = process.env.REDIS_URL
const MODES = REDIS_URL ? ["server", "server", "worker"] : ["shared", "server"]
const WORKER_PORT = PORTS[0] + 2
const portOf = (i) => (i < 2 ? PORTS[i] : WORKER_PORT)
// each scheduled tick appends "<job> <mode> <pid>" here (@uuc/http/jobs)
const JOB_TRACE = path.join(os.tmpdir(), `uuc-chaos-jobs-${process.pid}.log`)

// a seeded generator: a failing run can be replayed with --seed
let state = SEED || 1
const rand = () => {
  state = (state * 1103515245 + 12345) % 2147483648
  return state / 2147483648
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)]
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (line) => console.log(`[chaos] ${line}`)

const stats = new Map() // "kind outcome" → count
const count = (kind, outcome) =>
  stats.set(`${kind} ${outcome}`, (stats.get(`${kind} ${outcome}`) || 0) + 1)
const faults = []
const samples = new Map() // "kind outcome" → the first answer's message
const unexpected = []
/** While a fault is being applied and healed, 5xx and cut connections are expected. */
let faultUntil = 0

const dataDir = path.join(root, ".data", "chaos-pg")
fs.rmSync(dataDir, { recursive: true, force: true })
const db = await startEmbeddedPostgres({
  databaseDir: dataDir,
  port: PG_PORT,
  log,
})
const servers = []
let exitCode = 0

/**
 * The scheduled ticks of the run (JOB_TRACE): at least one, and all of them in the
 * process mode that runs jobs (worker with Redis, shared without).
 */
function jobsRanWhereTheyShould() {
  const ticks = fs.existsSync(JOB_TRACE)
    ? fs.readFileSync(JOB_TRACE, "utf8").trim().split("\n").filter(Boolean)
    : []
  fs.rmSync(JOB_TRACE, { force: true })
  const want = REDIS_URL ? "worker" : "shared"
  const modes = new Map()
  for (const line of ticks) {
    const [job, mode] = line.split(" ")
    modes.set(mode, new Set([...(modes.get(mode) ?? []), job]))
  }
  const wrong = [...modes.keys()].filter((m) => m !== want)
  log(
    `scheduled ticks: ${ticks.length}, ` +
      ([...modes.entries()]
        .map(([m, jobs]) => `${m}: ${[...jobs].sort().join(", ")}`)
        .join("; ") || "none") +
      (wrong.length || !ticks.length
        ? ` FAILED (jobs must run in ${want} mode only, at least once)`
        : ` (all in ${want} mode)`)
  )
  return ticks.length > 0 && wrong.length === 0
}
try {
  await buildAll({ parts: ["plugins", "backend"] })
  const secrets = throwawaySecrets("chaos")
  const env = {
    ...medusaEnv({
      server: db.server,
      database: DATABASE,
      secrets,
      apiPort: PORTS[0],
      storePort: 8210,
      redisUrl: REDIS_URL,
    }),
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    REDIS_NAMESPACE: `uuc-chaos-${process.pid}`,
    UUC_JOB_TRACE: JOB_TRACE,
    // the reconcile job every minute stays on: it is one of the healers
  }
  await prepareDatabase({ server: db.server, database: DATABASE, env, log })
  const out = path.join(os.tmpdir(), `uuc-chaos-${process.pid}.json`)
  await run("npx", ["medusa", "exec", "./src/scripts/chaos-setup.ts"], {
    cwd: backendDir,
    env: { ...env, CHAOS_OUT: out },
    quiet: true,
  })
  const people = JSON.parse(fs.readFileSync(out, "utf8"))
  fs.rmSync(out, { force: true })
  log(`${people.members.length} members funded; seed ${SEED}`)

  // the processes of MODES: requests go to the first two, jobs run where Medusa says
  const start = (i) => {
    const proc = serve(`${MODES[i]}-${i}`, "npx", ["medusa", "start"], {
      cwd: path.join(backendDir, ".medusa", "server"),
      env: {
        ...env,
        PORT: String(portOf(i)),
        HOST: "127.0.0.1",
        MEDUSA_WORKER_MODE: MODES[i],
      },
    })
    servers[i] = proc
    return waitForUrl(`http://127.0.0.1:${portOf(i)}/health`, {
      exited: proc.exited,
    })
  }
  fs.rmSync(JOB_TRACE, { force: true })
  await Promise.all(MODES.map((_, i) => start(i)))
  log(
    `processes: ${MODES.map((m, i) => `${m} on ${portOf(i)}`).join(", ")}` +
      (REDIS_URL ? " (Redis)" : " (no REDIS_URL: in-memory modules)")
  )
  const storeKey = await publishableKey(env)

  const call = async (
    port,
    p,
    { method = "GET", body, token, key, timeoutMs = 30000 } = {}
  ) => {
    const res = await fetch(`http://127.0.0.1:${port}${p}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(p.startsWith("/store")
          ? { "x-publishable-api-key": storeKey }
          : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { "idempotency-key": key } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: globalThis.AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    let data = null
    try {
      data = JSON.parse(text)
    } catch {
      data = { text }
    }
    return { status: res.status, data }
  }
  for (const m of people.members) m.token = memberToken(m, secrets.JWT_SECRET)
  // the checkout crash's member, out of the workload (a leaf of the tree: no
  // bonus reaches it), so its points move only by that checkout
  const shopper = people.members.pop()
  const staffToken = async () => {
    for (;;) {
      try {
        const r = await call(PORTS[0], "/auth/user/emailpass", {
          method: "POST",
          body: {
            email: secrets.ADMIN_EMAIL,
            password: secrets.ADMIN_PASSWORD,
          },
        })
        if (r.status === 200) return r.data.token
      } catch {
        // the server is coming back
      }
      await sleep(1000)
    }
  }
  let staff = await staffToken()
  const SECOND = people.secondary_password
  const STAFF_SECOND = secrets.ADMIN_SECONDARY_PASSWORD

  /**
   * One operation: tried on a random server; a cut connection or a 5xx during a
   * fault is retried (same key) until it gets an answer. A 4xx is the platform
   * refusing a business rule (no balance, a card already held, …): counted.
   */
  const op = async (kind, p, opts = {}) => {
    const key = opts.key ?? crypto.randomUUID()
    for (let attempt = 0; attempt < 20; attempt++) {
      const port = pick(PORTS)
      try {
        const r = await call(port, p, { ...opts, key })
        if (r.status >= 500) {
          if (Date.now() > faultUntil)
            unexpected.push(
              `${kind} ${p} → ${r.status} ${JSON.stringify(r.data).slice(0, 300)}`
            )
          count(kind, "retried")
          await sleep(500)
          continue
        }
        const outcome =
          r.status < 300 ? "ok" : `refused ${r.data?.code ?? r.status}`
        count(kind, outcome)
        if (r.status >= 300 && !samples.has(`${kind} ${outcome}`))
          samples.set(`${kind} ${outcome}`, r.data?.message ?? "")
        return r
      } catch {
        count(kind, "retried")
        await sleep(500)
      }
    }
    count(kind, "gave up")
    return null
  }

  const activations = [] // { id, member }
  const yesterday = () => {
    const d = new Date(Date.now() - 86400000)
    return d.toISOString().slice(0, 10)
  }
  const ops = {
    activate: async () => {
      const m = pick(people.members)
      const r = await op("activate", "/store/cards/activate", {
        method: "POST",
        token: m.token,
        body: { card: pick(["standard", "gold"]), secondary_password: SECOND },
      })
      if (r?.status < 300 && r.data?.activation?.id)
        activations.push({ id: r.data.activation.id, member: m })
    },
    refund: async () => {
      if (!activations.length) return
      const a = activations.splice(
        Math.floor(rand() * activations.length),
        1
      )[0]
      await op("refund", `/store/activations/${a.id}/refund`, {
        method: "POST",
        token: a.member.token,
        body: { secondary_password: SECOND },
      })
    },
    transfer: async () => {
      const from = pick(people.members)
      const to = pick(people.members.filter((m) => m !== from))
      await op("transfer", "/store/transfers", {
        method: "POST",
        token: from.token,
        body: {
          to_username: to.username,
          amount: "1.5",
          secondary_password: SECOND,
        },
      })
    },
    exchange: async () => {
      const m = pick(people.members)
      await op("exchange", "/store/exchanges", {
        method: "POST",
        token: m.token,
        body: {
          from: pick(["USDT", "UUC"]),
          amount: "3",
          secondary_password: SECOND,
        },
      })
    },
    withdraw: async () => {
      const m = pick(people.members)
      const r = await op("withdraw", "/store/withdrawals", {
        method: "POST",
        token: m.token,
        body: {
          amount: "60",
          chain: "BEP20",
          address: `0x${crypto.randomBytes(20).toString("hex")}`,
          secondary_password: SECOND,
        },
      })
      const id = r?.status < 300 ? r.data?.withdrawal?.id : null
      if (!id) return
      const approve = rand() < 0.5
      await op(
        approve ? "withdrawal approve" : "withdrawal reject",
        `/admin/withdrawals/${id}/${approve ? "approve" : "reject"}`,
        {
          method: "POST",
          token: staff,
          body: approve
            ? {
                secondary_password: STAFF_SECOND,
                tx_hash: `0x${crypto.randomBytes(32).toString("hex")}`,
              }
            : { secondary_password: STAFF_SECOND, reason: "chaos" },
        }
      )
    },
    loan: async () => {
      const m = pick(people.members)
      const r = await op("loan apply", "/store/loans", {
        method: "POST",
        token: m.token,
        body: { secondary_password: SECOND },
      })
      const id = r?.status < 300 ? r.data?.loan?.id : null
      if (!id) return
      const approve = rand() < 0.5
      await op(
        approve ? "loan approve" : "loan reject",
        `/admin/loans/${id}/${approve ? "approve" : "reject"}`,
        {
          method: "POST",
          token: staff,
          body: approve
            ? { secondary_password: STAFF_SECOND }
            : { secondary_password: STAFF_SECOND, reason: "chaos" },
        }
      )
    },
    dailyTop: async () => {
      await op("daily top", `/admin/daily-top/${yesterday()}/run`, {
        method: "POST",
        token: staff,
        body: { secondary_password: STAFF_SECOND },
      })
    },
  }
  const mix = [
    ...Array(5).fill("activate"),
    ...Array(2).fill("refund"),
    ...Array(4).fill("transfer"),
    ...Array(3).fill("exchange"),
    ...Array(2).fill("withdraw"),
    "loan",
    "dailyTop",
  ]

  /**
   * The ledger's verify, every check; answers whether it passed. A failing check
   * is asked again for up to 2 minutes: the reconcile job (every minute) may still
   * be finishing what the fault cut; what stays wrong after that is a defect.
   */
  const verify = async (when) => {
    let last = "no answer"
    const deadline = Date.now() + 120000
    while (Date.now() < deadline) {
      try {
        const r = await call(PORTS[0], "/admin/ledger/verify", { token: staff })
        if (r.status === 401) staff = await staffToken()
        else if (r.status === 200) {
          if (r.data.ok) {
            log(
              `verify after ${when}: ok (${(r.data.checks ?? []).length} checks)`
            )
            return true
          }
          last = (r.data.checks ?? [])
            .filter((c) => !c.ok)
            .map((c) => `${c.name}: ${String(c.detail ?? "").slice(0, 300)}`)
            .join("; ")
        } else last = `${r.status} ${JSON.stringify(r.data).slice(0, 300)}`
      } catch (e) {
        last = String(e)
      }
      await sleep(3000)
    }
    log(`verify after ${when} FAILED: ${last}`)
    return false
  }

  /** Heals: both servers up, the reconcilers run (through an activation's path). */
  const heal = async () => {
    for (let i = 0; i < MODES.length; i++)
      await waitForUrl(`http://127.0.0.1:${portOf(i)}/health`, {
        timeoutMs: 180000,
      })
    staff = await staffToken()
    // an activation runs the reconcilers first (so does the job, every minute)
    await ops.activate()
  }

  const adminPg = () =>
    new pg.Client({ connectionString: urlFor(db.server, "postgres") })
  const faultKinds = ["kill server", "terminate backends", "restart postgres"]
  // every kind once (in a random order) before any repeats: a short run sees each
  let bag = []
  const applyFault = async () => {
    if (!bag.length) bag = [...faultKinds].sort(() => rand() - 0.5)
    const kind = bag.pop()
    faultUntil = Date.now() + 120000
    const t = Date.now()
    if (kind === "kill server") {
      const i = Math.floor(rand() * MODES.length)
      process.kill(-servers[i].child.pid, "SIGKILL")
      await servers[i].exited
      await start(i)
    } else if (kind === "terminate backends") {
      const c = adminPg()
      await c.connect()
      const { rowCount } = await c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid()`,
        [DATABASE]
      )
      await c.end()
      log(`terminated ${rowCount} backends`)
    } else {
      await db.restart()
    }
    faults.push(kind)
    log(
      `fault ${faults.length}: ${kind} (${((Date.now() - t) / 1000).toFixed(1)} s)`
    )
    await heal()
    // pools reconnect over the next seconds: a 5xx then is still the fault's
    faultUntil = Date.now() + 15000
    if (!(await verify(`fault ${faults.length} (${kind})`))) exitCode = 1
  }

  /**
   * A checkout killed between its points and its order: a member's
   * cart (one tea, 5 points) is checked out on one server, which is SIGKILLed the
   * moment the checkout's points entry is in the database, then started again.
   * Its claim is aged past the recovery's staleness (a crashed checkout waits
   * minutes before it is judged cut off) and the recovery job, every minute,
   * rolls it back or marks it done. Then exactly one holds: the points came back
   * (their undo entry, no live order) or the order exists (and the points stay
   * spent); never neither, never both.
   */
  const checkoutCrash = async () => {
    const m = shopper
    const as = { token: m.token }
    const { data: regions } = await call(PORTS[0], "/store/regions")
    const { data: goods } = await call(
      PORTS[0],
      "/store/products?limit=100&fields=id,title,*variants"
    )
    const tea = goods.products.find((p) => p.title === "Mountain green tea")
    const cart = (
      await call(PORTS[0], "/store/carts", {
        method: "POST",
        ...as,
        body: { region_id: regions.regions[0].id },
      })
    ).data.cart.id
    const steps = [
      [
        `/store/carts/${cart}/line-items`,
        { variant_id: tea.variants[0].id, quantity: 1 },
      ],
      [
        `/store/carts/${cart}`,
        {
          shipping_address: {
            first_name: m.username,
            phone: "+5511999999999",
            address_1: "Rua A 1",
            city: "São Paulo",
            country_code: "br",
          },
        },
      ],
    ]
    for (const [p, body] of steps) {
      const r = await call(PORTS[0], p, { method: "POST", ...as, body })
      if (r.status >= 300) throw new Error(`${p}: ${JSON.stringify(r.data)}`)
    }
    const { data: options } = await call(
      PORTS[0],
      `/store/shipping-options?cart_id=${cart}`,
      as
    )
    for (const [p, body] of [
      [
        `/store/carts/${cart}/shipping-methods`,
        { option_id: options.shipping_options[0].id },
      ],
      [`/store/carts/${cart}/points`, { points: "5" }],
    ]) {
      const r = await call(PORTS[0], p, { method: "POST", ...as, body })
      if (r.status >= 300) throw new Error(`${p}: ${JSON.stringify(r.data)}`)
    }
    const c = new pg.Client({ connectionString: urlFor(db.server, DATABASE) })
    await c.connect()
    const pointsOf = async () =>
      Number(
        (
          await c.query(
            `select balance from ledger_account where address = $1 and asset = 'POINTS'`,
            [`member:${m.id}:POINTS`]
          )
        ).rows[0]?.balance ?? 0
      )
    const state = async () =>
      (
        await c.query(
          `select k.id, k.status,
                  exists (select 1 from ledger_entry e where e.key = 'shop:points:' || k.id
                            and e.status = 'posted') as points,
                  exists (select 1 from ledger_entry e where e.key = 'shop:points:' || k.id || ':undo'
                            and e.status = 'posted') as returned,
                  (select count(*)::int from shop_order s where s.checkout_id = k.id
                     and s.deleted_at is null and s.status <> 'cancelled') as orders
             from shop_checkout k where k.cart_id = $1 and k.deleted_at is null`,
          [cart]
        )
      ).rows[0]
    const before = await pointsOf()
    const i = Math.floor(rand() * 2)
    faultUntil = Date.now() + 180000
    const t = Date.now()
    const paying = call(PORTS[i], `/store/carts/${cart}/checkout`, {
      method: "POST",
      ...as,
      key: crypto.randomUUID(),
      body: { secondary_password: SECOND },
      timeoutMs: 60000,
    }).catch(() => null)
    // the kill: as soon as the checkout's points entry is committed
    let seen = null
    while (Date.now() - t < 60000) {
      seen = await state()
      if (seen?.points) break
      await sleep(5)
    }
    if (!seen?.points) throw new Error("the checkout never took its points")
    process.kill(-servers[i].child.pid, "SIGKILL")
    const atKill = await state()
    await paying
    await servers[i].exited
    faults.push("kill during checkout")
    log(
      `fault ${faults.length}: kill during checkout (server ${i}, ${
        atKill?.orders ? "after its order rows" : "before its order rows"
      })`
    )
    await start(i)
    // time passes: the claim looks as old as a crashed one
    await c.query(
      `update shop_checkout set created_at = created_at - interval '10 minutes'
        where id = $1 and status = 'running'`,
      [seen.id]
    )
    let after = await state()
    const deadline = Date.now() + 180000
    while (after?.status === "running" && Date.now() < deadline) {
      await sleep(2000)
      after = await state()
    }
    // the claim is gone with a rollback; its entries stay, keyed by its id
    const { rows } = await c.query(
      `select exists (select 1 from ledger_entry e where e.key = $1 and e.status = 'posted') as returned,
              (select count(*)::int from shop_order s where s.checkout_id = $2
                 and s.deleted_at is null and s.status <> 'cancelled') as orders`,
      [`shop:points:${seen.id}:undo`, seen.id]
    )
    const spent = before - (await pointsOf())
    await c.end()
    const { returned, orders } = rows[0]
    const ok =
      after?.status !== "running" &&
      ((returned && orders === 0 && spent === 0) ||
        (!returned && orders > 0 && spent === 5))
    log(
      `checkout crash: ${
        after?.status === "running"
          ? "still running after 3 minutes"
          : returned
            ? "points came back"
            : "order exists"
      } (orders ${orders}, points spent ${spent}) ${ok ? "ok" : "FAILED"}`
    )
    if (!ok) exitCode = 1
    await heal()
    faultUntil = Date.now() + 15000
    if (!(await verify(`fault ${faults.length} (kill during checkout)`)))
      exitCode = 1
  }

  let running = true
  const worker = async () => {
    while (running) {
      await ops[pick(mix)]()
    }
  }
  const workers = Array.from({ length: WORKERS }, worker)
  await checkoutCrash()
  const until = Date.now() + DURATION_S * 1000
  while (Date.now() < until) {
    await sleep(FAULT_EVERY_S * 1000 * (0.5 + rand()))
    if (Date.now() >= until) break
    await applyFault()
  }
  running = false
  await Promise.all(workers)
  faultUntil = Date.now() + 5000
  await heal()
  if (!(await verify("the workload"))) exitCode = 1

  const total = [...stats.values()].reduce((a, b) => a + b, 0)
  log(
    `${total} operation answers, ${faults.length} faults (${[
      ...faultKinds,
      "kill during checkout",
    ]
      .map((k) => `${faults.filter((f) => f === k).length} ${k}`)
      .join(", ")})`
  )
  for (const [k, n] of [...stats.entries()].sort())
    log(
      `  ${String(n).padStart(5)}  ${k}${samples.has(k) ? ` ("${samples.get(k)}")` : ""}`
    )
  if (!jobsRanWhereTheyShould()) exitCode = 1
  if (unexpected.length) {
    exitCode = 1
    log(`${unexpected.length} server errors outside a fault:`)
    for (const u of unexpected.slice(0, 10)) log(`  ${u}`)
  }
  log(exitCode ? "FAILED" : "passed: verify held after every fault")
} catch (e) {
  console.error(e)
  exitCode = 1
} finally {
  await stopChildren()
  await db.stop()
}
process.exit(exitCode)
