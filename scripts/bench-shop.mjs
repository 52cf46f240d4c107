// `npm run bench:shop`: the shop's HTTP figures, in a database of its own,
// uuc_bench_shop, created afresh each run on the platform's PostgreSQL (DATABASE_URL's
// server, DB_*, else the embedded one), migrated and seeded as `npm start` does, then
// filled by backend/src/scripts/bench-shop.ts (BENCH_GOODS goods, default 10,000;
// BENCH_CONCURRENCY members, default 16; BENCH_DATABASE names another database, so two
// runs can overlap). It starts the built Medusa server and
// measures, in the same run and on the same data:
//  1. GET /store/products, 20 goods a page at random offsets: ours (a gold member
//     logged in, member prices; the fields the storefront's list asks, and again
//     with our linked fields) against stock Medusa's same route for a guest (prices
//     of the region, Medusa's fields): p50/p99 and the ratios (goal ≤ 1.2).
//     BENCH_READS requests each (default 300), interleaved.
//     BENCH_READS=0 leaves this part out.
//  2. POST /store/carts/:id/checkout (a cart of 3 lines, points, USDT), the carts
//     prepared first as the storefront prepares them (address, shipping method,
//     points, wallet payment session), against a stock arm in the same run:
//     Medusa's completeCartWorkflow on the same kind of cart (same goods, address
//     and shipping, no points, Medusa's system payment provider pp_system_default)
//     through POST /admin/bench/carts/:id/complete (backend/src/api/admin/bench:
//     Medusa's own /store/carts/:id/complete with the shop's one-use permit; staff
//     only, and 404 unless the server runs with UUC_BENCH_STOCK_COMPLETION=on, as
//     only this bench's server does). BENCH_SERIAL (default 16) of each one at a
//     time, interleaved, then BENCH_CHECKOUTS (default 160) of each at
//     BENCH_CONCURRENCY (default 16) over BENCH_SERVERS server processes (default
//     1; more than one share Redis, REDIS_URL or the local one, as in production), in rounds stock / ours / ours / stock: p50/p99, checkouts/s and the ratios ours/stock (goals: p50 ≤ 1.2×,
//     checkouts/s ≥ 0.8×), the load average, and the median of each phase of our
//     one-at-a-time checkouts (the server's UUC_CHECKOUT_TIMINGS,
//     plugins/shop/src/lib/checkout-timings.ts). The secondary password is
//     checked at production's cost (argon2id, m=19 MiB, t=2, p=1). It also prints
//     the statements sent to PostgreSQL per one-at-a-time checkout of each arm, and
//     per phase of ours (GET /admin/bench/statements; BENCH_STATEMENT_LOG=<file>
//     makes the server write each statement's text there, a mark at each count
//     read, so one checkout's statements read in order). BENCH_PROFILE=on writes a CPU
//     profile of each c=16 round (the first server process; read one with
//     `node scripts/cpuprofile-top.mjs <file>`).
// Prints figures only; nothing is asserted.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { performance } from "node:perf_hooks"
import { buildAll } from "./lib/build.mjs"
import { backendDir } from "./lib/paths.mjs"
import {
  backendsCpuMs,
  benchEnv,
  pct,
  redisNamespace,
  treeCpuMs,
} from "./lib/bench.mjs"
import { memberToken } from "./lib/member-token.mjs"
import { prepareDatabase, publishableKey } from "./lib/platform.mjs"
import { dropDatabase, ensureDatabase, startPostgres } from "./lib/postgres.mjs"
import { run, serve, stopChildren, waitForUrl } from "./lib/run.mjs"

const DATABASE = process.env.BENCH_DATABASE || "uuc_bench_shop"
const GOODS = Number(process.env.BENCH_GOODS || 10_000)
const READS = Number(process.env.BENCH_READS || 300)
const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS || 160)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16)
const SERIAL = Number(process.env.BENCH_SERIAL ?? 16)
// BENCH_PROFILE=on: a CPU profile of the first server process over each c=16
// round (POST /admin/bench/profile), written to the server's temporary folder as
// bench-shop-<arm>-<round>.cpuprofile
const PROFILE = process.env.BENCH_PROFILE === "on"
const PORT = Number(process.env.BENCH_API_PORT || 9098)
const API = `http://127.0.0.1:${PORT}`
// Checkouts spread over this many server processes (ports PORT, PORT+1, …), as a
// deployment runs one per core; the catalogue figures use the first one only.
const SERVERS = Number(process.env.BENCH_SERVERS || 1)
// Several server processes share locks, workflows and events through Redis.
const redis = SERVERS > 1 ? redisNamespace("uuc-bench-shop") : undefined

const ms = (x) => `${x.toFixed(1)} ms`

const db = await startPostgres()
try {
  await buildAll({ parts: ["plugins", "backend"] })
  await dropDatabase(db.server, DATABASE)
  await ensureDatabase(db.server, DATABASE)
  const env = {
    ...benchEnv({
      server: db.server,
      database: DATABASE,
      port: PORT,
      redisUrl: redis?.url,
    }),
    ...redis?.env,
  }
  await prepareDatabase({ server: db.server, database: DATABASE, env })
  const out = path.join(os.tmpdir(), `bench-shop-${process.pid}.json`)
  const timings = path.join(os.tmpdir(), `bench-shop-${process.pid}.jsonl`)
  let t = Date.now()
  await run("npx", ["medusa", "exec", "./src/scripts/bench-shop.ts"], {
    cwd: backendDir,
    env: {
      ...env,
      LOG_LEVEL: "info",
      // One member-price sync after the seed instead of one per created product.
      UUC_MEMBER_PRICE_EVENTS: "off",
      BENCH_GOODS: String(GOODS),
      BENCH_MEMBERS: String(CONCURRENCY),
      BENCH_OUT: out,
    },
  })
  console.log(
    `✓ ${GOODS} goods seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`
  )
  const data = JSON.parse(fs.readFileSync(out, "utf8"))
  fs.rmSync(out, { force: true })

  const serverPids = []
  for (let i = 0; i < SERVERS; i++) {
    const api = serve(`medusa${i || ""}`, "npx", ["medusa", "start"], {
      cwd: path.join(backendDir, ".medusa", "server"),
      env: {
        ...env,
        HOST: "127.0.0.1",
        PORT: String(PORT + i),
        UUC_BENCH_STOCK_COMPLETION: "on",
        // more than one: the first runs the jobs and subscribers, as the worker would
        ...(redis && { MEDUSA_WORKER_MODE: i ? "server" : "shared" }),
        UUC_CHECKOUT_TIMINGS: timings,
      },
    })
    await waitForUrl(`http://127.0.0.1:${PORT + i}/health`, {
      exited: api.exited,
    })
    serverPids.push(api.child.pid)
  }
  // CPU ms so far of the server processes (their threads: argon2id's included)
  // and of the bench database's PostgreSQL backends
  const cpuNow = async () => ({
    node: serverPids.reduce((s, pid) => s + treeCpuMs(pid), 0),
    pg: await backendsCpuMs(db.server, DATABASE),
  })
  const key = await publishableKey(env)
  const token = (m) => memberToken(m, env.JWT_SECRET, "2h")
  const call = async (
    p,
    { method = "GET", body, auth, idem, server, staff } = {}
  ) => {
    const base = server ? `http://127.0.0.1:${PORT + server}` : API
    const res = await fetch(`${base}${p}`, {
      method,
      headers: {
        "x-publishable-api-key": key,
        "content-type": "application/json",
        ...(auth || staff ? { authorization: `Bearer ${auth ?? staff}` } : {}),
        ...(idem ? { "idempotency-key": idem } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    const json = await res.json().catch(() => ({}))
    if (res.status >= 300)
      throw new Error(`${method} ${p} → ${res.status} ${JSON.stringify(json)}`)
    return json
  }

  // Gold cards (the member groups follow the card event), then the region.
  const members = data.members.map((m) => ({ ...m, token: token(m) }))
  for (const m of members)
    await call("/store/cards/activate", {
      method: "POST",
      auth: m.token,
      idem: crypto.randomUUID(),
      body: { card: "gold", secondary_password: data.secondary_password },
    })
  const { regions } = await call("/store/regions")
  const region = regions.find((r) => r.currency_code === "usd").id
  const gold = members[0]
  for (let i = 0; i < 100; i++) {
    const { products } = await call(
      `/store/products?limit=1&region_id=${region}&fields=*variants.calculated_price`,
      { auth: gold.token }
    )
    const p = products[0]?.variants?.[0]?.calculated_price
    if (p && p.calculated_amount < p.original_amount) break
    await new Promise((r) => setTimeout(r, 200))
  }

  // 1. The catalogue page (catalogue below).
  if (READS) await catalogue(call, region, gold)

  // 2. Checkout: carts of 3 lines with points, prepared first as the storefront
  // prepares them (address, shipping method, points, then the wallet payment
  // session while the member types the secondary password); timed from the
  // checkout request to its answer. The stock arm's carts: same goods, address
  // and shipping, paid by Medusa's system provider (added to the region here).
  const { token: staff } = await call("/auth/user/emailpass", {
    method: "POST",
    body: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
  })
  const { region: withProviders } = await call(
    `/admin/regions/${region}?fields=payment_providers.id`,
    { staff }
  )
  await call(`/admin/regions/${region}`, {
    method: "POST",
    staff,
    body: {
      payment_providers: [
        ...new Set([
          ...withProviders.payment_providers.map((p) => p.id),
          "pp_system_default",
        ]),
      ],
    },
  })
  const { shipping_options } = await call(
    `/store/shipping-options?cart_id=${(await call("/store/carts", { method: "POST", auth: gold.token, body: { region_id: region } })).cart.id}`,
    { auth: gold.token }
  )
  const prepareCart = async (m, stock = false) => {
    const { cart } = await call("/store/carts", {
      method: "POST",
      auth: m.token,
      body: { region_id: region },
    })
    for (const variant_id of data.variants.slice(0, 3))
      await call(`/store/carts/${cart.id}/line-items`, {
        method: "POST",
        auth: m.token,
        body: { variant_id, quantity: 1 },
      })
    await call(`/store/carts/${cart.id}`, {
      method: "POST",
      auth: m.token,
      body: {
        shipping_address: {
          first_name: "Bench",
          phone: "+5511999999999",
          address_1: "Rua A 1",
          city: "São Paulo",
          country_code: "br",
        },
      },
    })
    await call(`/store/carts/${cart.id}/shipping-methods`, {
      method: "POST",
      auth: m.token,
      body: { option_id: shipping_options[0].id },
    })
    if (!stock)
      await call(`/store/carts/${cart.id}/points`, {
        method: "POST",
        auth: m.token,
        body: { points: "3" },
      })
    const { payment_collection } = await call("/store/payment-collections", {
      method: "POST",
      auth: m.token,
      body: { cart_id: cart.id },
    })
    await call(
      `/store/payment-collections/${payment_collection.id}/payment-sessions`,
      {
        method: "POST",
        auth: m.token,
        body: { provider_id: stock ? "pp_system_default" : "pp_wallet_wallet" },
      }
    )
    return { id: cart.id, m, stock }
  }
  const checkoutOnce = async (c, server = 0) => {
    const t0 = performance.now()
    if (c.stock) {
      const { type } = await call(`/admin/bench/carts/${c.id}/complete`, {
        server,
        method: "POST",
        staff,
      })
      if (type !== "order") throw new Error(`stock completion: ${type}`)
    } else
      await call(`/store/carts/${c.id}/checkout`, {
        server,
        method: "POST",
        auth: c.m.token,
        idem: crypto.randomUUID(),
        body: { secondary_password: data.secondary_password },
      })
    return performance.now() - t0
  }
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(" / ")
  const kdf = "argon2id m=19 MiB, t=2, p=1 (production)"

  // One at a time first, the arms interleaved (the order alternates), so both
  // see the same load: what one checkout costs on an otherwise idle server.
  const serial = { ours: [], stock: [] }
  const ourSerial = new Map()
  // the statements each checkout sent (GET /admin/bench/statements around it,
  // less what that read's own middlewares send: two reads in a row)
  const sent = async () =>
    (await call("/admin/bench/statements", { staff })).sent
  const statements = { ours: [], stock: [] }
  const own = []
  for (let i = 0; i < 5; i++) own.push(-(await sent()) + (await sent()))
  const ownStatements = pct(own, 50)
  for (let i = 0; i < SERIAL; i++) {
    const m = members[i % members.length]
    const pair = [await prepareCart(m), await prepareCart(m, true)]
    if (i % 2) pair.reverse()
    for (const c of pair) {
      const before = await sent()
      const dt = await checkoutOnce(c)
      statements[c.stock ? "stock" : "ours"].push(
        (await sent()) - before - ownStatements
      )
      serial[c.stock ? "stock" : "ours"].push(dt)
      if (!c.stock) ourSerial.set(c.id, dt)
    }
  }
  console.log(
    `\ncheckout: ours (3 lines, points, USDT, wallet; secondary password ${kdf})\n  against stock (Medusa's completeCartWorkflow, same goods, address and shipping, pp_system_default)`
  )
  const ratios = (o, s, what) => `${(o / s).toFixed(2)}${what}`
  if (SERIAL) {
    const [o, s] = [serial.ours, serial.stock]
    console.log(`  one at a time, ${SERIAL} each (load ${load()}):`)
    console.log(`    stock p50 ${ms(pct(s, 50))}  p99 ${ms(pct(s, 99))}`)
    console.log(`    ours  p50 ${ms(pct(o, 50))}  p99 ${ms(pct(o, 99))}`)
    console.log(
      `    ratio ours/stock p50 ${ratios(pct(o, 50), pct(s, 50), " (goal ≤ 1.2)")}  p99 ${ratios(pct(o, 99), pct(s, 99), "")}`
    )
    console.log(
      `    statements sent to PostgreSQL per checkout, median: stock ${pct(statements.stock, 50)}, ours ${pct(statements.ours, 50)}`
    )
  }

  // c = CONCURRENCY, on carts prepared beforehand, in four rounds of half the
  // checkouts, stock / ours / ours / stock, so that a load that drifts (other
  // work on the machine) weighs on both arms alike; checkouts/s over each arm's
  // own time.
  const prepared = { stock: [], ours: [] }
  for (const arm of ["stock", "ours"])
    for (let i = 0; i < CHECKOUTS; i++)
      prepared[arm].push(
        await prepareCart(members[i % members.length], arm === "stock")
      )
  const lat = { stock: [], ours: [] }
  const spent = { stock: 0, ours: 0 }
  const cpu = { stock: { node: 0, pg: 0 }, ours: { node: 0, pg: 0 } }
  const loads = []
  for (const [arm, round] of [
    ["stock", 0],
    ["ours", 0],
    ["ours", 1],
    ["stock", 1],
  ]) {
    const half = Math.ceil(CHECKOUTS / 2)
    const carts = prepared[arm].slice(round * half, (round + 1) * half)
    let next = 0
    if (PROFILE)
      await call("/admin/bench/profile", {
        method: "POST",
        staff,
        body: { action: "start" },
      })
    const cpu0 = await cpuNow()
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++
          if (i >= carts.length) return
          lat[arm].push(await checkoutOnce(carts[i], i % SERVERS))
        }
      })
    )
    spent[arm] += (performance.now() - started) / 1000
    const cpu1 = await cpuNow()
    if (PROFILE) {
      const { file } = await call("/admin/bench/profile", {
        method: "POST",
        staff,
        body: { action: "stop", file: `bench-shop-${arm}-${round}.cpuprofile` },
      })
      console.log(`  CPU profile of ${arm}'s round ${round + 1}: ${file}`)
    }
    cpu[arm].node += cpu1.node - cpu0.node
    cpu[arm].pg += cpu1.pg - cpu0.pg
    loads.push(load())
  }
  const rate = {}
  for (const arm of ["stock", "ours"]) {
    rate[arm] = CHECKOUTS / spent[arm]
    console.log(
      `  ${arm.padEnd(5)} ${CHECKOUTS} at concurrency ${CONCURRENCY} over ${SERVERS} server process${SERVERS > 1 ? "es" : ""}: p50 ${ms(pct(lat[arm], 50))}  p99 ${ms(pct(lat[arm], 99))}  ${rate[arm].toFixed(1)} checkouts/s`
    )
  }
  console.log(`  load after each round: ${loads.join(", ")}`)
  const per = (arm, k) => (cpu[arm][k] / CHECKOUTS).toFixed(1)
  console.log(
    `  CPU per checkout at c=${CONCURRENCY}: stock Node ${per("stock", "node")} ms + PostgreSQL ${per("stock", "pg")} ms; ours Node ${per("ours", "node")} ms + PostgreSQL ${per("ours", "pg")} ms`
  )
  console.log(
    `  ratio ours/stock checkouts/s at c=${CONCURRENCY}: ${ratios(rate.ours, rate.stock, " (goal ≥ 0.8)")}`
  )

  // Where our one-at-a-time checkouts' time goes: the median of each phase the
  // server timed; "outside" is the client's time less the route's (HTTP, the
  // member's token, the Idempotency-Key's turn; the argon2id step-up runs beside
  // the claim and the plan, and "password wait" is what the route waited for it
  // after them).
  if (SERIAL && fs.existsSync(timings)) {
    const rows = fs
      .readFileSync(timings, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((r) => ourSerial.has(r.cart_id))
    const phases = new Map()
    const counts = new Map()
    const add = (k, v) => phases.set(k, [...(phases.get(k) ?? []), v])
    for (const r of rows) {
      const sum = (prefix) =>
        Object.entries(r)
          .filter(([k]) => k.startsWith(prefix) && !k.endsWith(" #"))
          .reduce((a, [, v]) => a + v, 0)
      add(
        "outside the route (HTTP, token, key turn)",
        ourSerial.get(r.cart_id) - (r.route ?? 0) - (r.answer ?? 0)
      )
      for (const [k, v] of Object.entries(r))
        if (k !== "cart_id" && !k.endsWith(" #")) add(k, v)
      for (const [k, v] of Object.entries(r))
        if (k.endsWith(" #")) counts.set(k, [...(counts.get(k) ?? []), v])
      add("plan: rest", (r.plan ?? 0) - sum("plan: "))
      add("complete: rest", (r.complete ?? 0) - sum("complete: "))
      add("record: rest", (r.record ?? 0) - sum("record: "))
      add(
        "workflow engine, lock, event",
        (r.workflow ?? 0) -
          (r["points entry"] ?? 0) -
          (r.complete ?? 0) -
          (r.record ?? 0)
      )
    }
    console.log(
      `  our checkout's phases, median of ${rows.length} one at a time (ms):`
    )
    for (const [k, xs] of [...phases].sort(([a], [b]) => a.localeCompare(b))) {
      const n = counts.get(`${k} #`)
      console.log(
        `    ${k.padEnd(52)} ${pct(xs, 50).toFixed(1).padStart(7)}${n ? `  (${pct(n, 50)} statements)` : ""}`
      )
    }
  }
  console.log(`  load average: ${load()}`)
  fs.rmSync(timings, { force: true })
} finally {
  await stopChildren()
  await db.stop()
  await redis?.drop()
}

/**
 * The catalogue page, interleaved in a random order each round: stock (a guest,
 * Medusa's fields), ours as the storefront's list asks it (a gold member: member
 * prices through Medusa's pricing) and ours with our linked fields too (what the
 * product page asks, one product there; 20 here).
 */
async function catalogue(call, region, gold) {
  const pages = Math.max(1, Math.floor(GOODS / 20))
  const kinds = {
    stock: { fields: "*variants.calculated_price", member: false },
    list: { fields: "*variants.calculated_price", member: true },
    linked: {
      fields: "*variants.calculated_price,*shop_product,*variants.shop_variant",
      member: true,
    },
  }
  const timed = async (offset, kind) => {
    const { fields, member } = kinds[kind]
    const t0 = performance.now()
    const { products } = await call(
      `/store/products?limit=20&offset=${offset}&region_id=${region}&fields=${fields}`,
      { auth: member ? gold.token : undefined }
    )
    const dt = performance.now() - t0
    if (products.length !== 20) throw new Error(`page of ${products.length}`)
    return dt
  }
  const took = { stock: [], list: [], linked: [] }
  for (let i = 0; i < 20; i++)
    for (const kind of Object.keys(kinds)) await timed(0, kind) // warm-up
  for (let i = 0; i < READS; i++) {
    const offset = 20 * Math.floor(Math.random() * pages)
    const order = Object.keys(kinds).sort(() => Math.random() - 0.5)
    for (const kind of order) took[kind].push(await timed(offset, kind))
  }
  const line = (label, xs) =>
    console.log(`  ${label} p50 ${ms(pct(xs, 50))}  p99 ${ms(pct(xs, 99))}`)
  const ratio = (xs) =>
    `p50 ${(pct(xs, 50) / pct(took.stock, 50)).toFixed(2)}  p99 ${(pct(xs, 99) / pct(took.stock, 99)).toFixed(2)}`
  console.log(
    `\n/store/products, ${GOODS} goods, 20 a page, ${READS} requests each`
  )
  line("stock Medusa (guest, region prices):               ", took.stock)
  line("ours, the list's fields (gold member, member prices):", took.list)
  line("ours + linked shop fields (the product page's):    ", took.linked)
  console.log(`  ratio list/stock:   ${ratio(took.list)}  (goal ≤ 1.2)`)
  console.log(`  ratio linked/stock: ${ratio(took.linked)}`)
}
