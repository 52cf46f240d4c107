/**
 * The activation benchmark (`npm run bench:activation`, scripts/bench-activation.mjs
 * runs this with `medusa exec` in the database uuc_bench_activation). Times what
 * POST /store/cards/activate runs (activateCard, no HTTP).
 *
 * 1. A network of BENCH_MEMBERS (default 1,000,000) placed by rules.md §3 in memory
 *    (preferential-attachment sponsors, 40% hold cards), loaded with one COPY by
 *    the network's bench (`@uuc/network/bench`); buyers are funded through the ledger in bulk entries;
 *    BENCH_ACTIVATIONS (default 300) activations at concurrency 1, then as many at
 *    BENCH_CONCURRENCY (default 32: many members buying at once).
 * 2. A chain of BENCH_DEPTH (default 1,000) active members with inactive members
 *    below it: every activation's path is ≥ BENCH_DEPTH deep.
 *
 * Each buyer is a member with a Medusa customer, as every registered member is
 * (BENCH_CUSTOMERS=0 leaves them out), so the shop's `card.activated` subscriber
 * moves it into its card's customer group. With BENCH_WORKER_PID (the bench's
 * BENCH_TOPOLOGY=split) the subscribers run in that worker, whose CPU is printed
 * beside this process's, counted until it has drained the run's events.
 *
 * Every activation takes the one activation lock (a PostgreSQL advisory lock shared
 * by all, README of @uuc/rewards); those waiting together in one process share a
 * lock hold (rewards activation/lock-batch.ts), so concurrency adds throughput.
 */
import type {
  ExecArgs,
  ICustomerModuleService,
} from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  MEMBERS_MODULE,
  type MembersModuleService,
} from "@uuc/members/members-api"
import {
  copyNetwork,
  emptyNetwork,
  generateNetwork,
  memberId as id,
  seeded,
  summarize,
  type GeneratedNetwork,
} from "@uuc/network/bench"
import { execSync } from "child_process"
import fs from "node:fs"
import { Session } from "node:inspector/promises"
import { constants, PerformanceObserver } from "node:perf_hooks"
import { Client } from "pg"

const MEMBERS = Number(process.env.BENCH_MEMBERS || 1_000_000)
const DEPTH = Number(process.env.BENCH_DEPTH || 1000)
const N = Number(process.env.BENCH_ACTIVATIONS || 300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32)
/** "network" or "chain" runs only that part. */
const ONLY = process.env.BENCH_ONLY
const CUSTOMERS = process.env.BENCH_CUSTOMERS !== "0"
const WORKER = Number(process.env.BENCH_WORKER_PID || 0)
// BENCH_PROFILE=<file>: a CPU profile (.cpuprofile, for Chrome's DevTools) of this
// process over one run: BENCH_PROFILE_RUN, `chain-c1` (the default: the chain's
// activations at concurrency 1) or `network-c<concurrency>` (the network's at
// BENCH_CONCURRENCY)
const PROFILE = process.env.BENCH_PROFILE
const PROFILE_RUN = process.env.BENCH_PROFILE_RUN || "chain-c1"
// each hold's and activation's phases (rewards activation/timings.ts)
const TIMINGS = process.env.UUC_ACTIVATION_TIMINGS

/**
 * The median of each phase of the activations at concurrency 1 and of their
 * holds, then the phases of the slowest three (each with the hold before it):
 * what a slow one waited for.
 */
function phasesOf(text: string) {
  const rows = text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, number | string>)
  const pairs: {
    hold?: Record<string, number | string>
    a: Record<string, number | string>
  }[] = []
  let hold: Record<string, number | string> | undefined
  for (const r of rows)
    if (r.kind === "hold") hold = r
    else {
      pairs.push({ hold, a: r })
      hold = undefined
    }
  const median = (xs: number[]) =>
    pct(
      [...xs].sort((a, b) => a - b),
      50
    )
  const phases = (r: Record<string, number | string> | undefined) =>
    Object.entries(r ?? {}).filter(
      ([k, v]) => typeof v === "number" && k !== "at" && k !== "size"
    ) as [string, number][]
  const line = (r: Record<string, number | string> | undefined) =>
    phases(r)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(", ")
  const all = new Map<string, number[]>()
  for (const { hold, a } of pairs)
    for (const [k, v] of [
      ...phases(a),
      ...phases(hold).map(([k, v]) => [`hold: ${k}`, v] as [string, number]),
    ])
      all.set(k, [...(all.get(k) ?? []), v])
  console.log(`  phases, median of ${pairs.length} (ms):`)
  for (const [k, xs] of all)
    console.log(`    ${k.padEnd(40)} ${median(xs).toFixed(1)}`)
  const total = (r: Record<string, number | string>) =>
    phases(r).reduce((s, [, v]) => s + v, 0)
  console.log(`  the slowest three:`)
  for (const { hold, a } of [...pairs]
    .sort((x, y) => total(y.a) - total(x.a))
    .slice(0, 3))
    console.log(
      `    ${total(a).toFixed(1)} ms: ${line(a)}; its hold: ${line(hold)}`
    )
}

/** A chain: `active` gold members, then `tail` members without a card below. */
function chain(active: number, tail: number): GeneratedNetwork {
  const n = active + tail
  const g = emptyNetwork(n)
  for (let i = 1; i < n; i++) {
    g.parent[i] = i - 1
    g.sponsor[i] = i - 1
    g.line[i] = 1
    g.depth[i] = i
    g.childCount[i - 1] = 1
    g.directs[i - 1] = 1
  }
  for (let i = n - 1; i > 0; i--) g.size[i - 1] += g.size[i]
  for (let i = 0; i < active; i++) g.card[i] = 2
  return summarize(g)
}

/** A network in place of the last run's, and none of its activations or bonuses. */
async function load(client: Client, g: GeneratedNetwork) {
  await client.query(
    "truncate reward_activation, reward_bonus, reward_operation cascade"
  )
  await copyNetwork(client, g)
}

type Ledger = {
  postEntry(input: {
    key: string
    kind: string
    description_key: string
    postings: { account: string; asset: string; amount: string }[]
  }): Promise<unknown>
}

async function fund(ledger: Ledger, members: string[], tag: string) {
  for (let k = 0; k < members.length; k += 250) {
    const part = members.slice(k, k + 250)
    await ledger.postEntry({
      key: `bench-fund-${tag}-${Date.now()}-${k}`,
      kind: "bench_fund",
      description_key: "bench.fund",
      postings: [
        {
          account: "platform:adjustments",
          asset: "USDT",
          amount: `-${200 * part.length}`,
        },
        ...part.map((m) => ({
          account: `member:${m}:USDT`,
          asset: "USDT",
          amount: "200",
        })),
      ],
    })
  }
}

/** Member rows with a customer each for the buyers (the network's ids), as registration makes. */
async function withCustomers(
  container: ExecArgs["container"],
  client: Client,
  members: string[],
  tag: string
) {
  // the chain reuses the network's ids: the earlier part's rows go first
  await client.query("delete from member where id = any($1)", [members])
  const customers = container.resolve<ICustomerModuleService>(Modules.CUSTOMER)
  const service = container.resolve<MembersModuleService>(MEMBERS_MODULE)
  for (let k = 0; k < members.length; k += 250) {
    const part = members.slice(k, k + 250)
    const made = await customers.createCustomers(
      part.map((m) => ({ email: `${m}-${tag}-${Date.now()}@bench.invalid` }))
    )
    await service.createMembers(
      part.map((m, j) => ({
        id: m,
        username: `${m}-${tag}`,
        customer_id: made[j].id,
        password_hash: "-",
        secondary_password_hash: "-",
        security_question: "-",
        security_answer_hash: "-",
        password_changed_at: new Date(),
      }))
    )
  }
}

/** CPU milliseconds of a process and its descendants so far (0 when gone). */
function treeCpuMs(pid: number): number {
  let ms = 0
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    ms += ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS
    for (const t of fs.readdirSync(`/proc/${pid}/task`))
      for (const c of fs
        .readFileSync(`/proc/${pid}/task/${t}/children`, "utf8")
        .split(" ")
        .filter(Boolean))
        ms += treeCpuMs(Number(c))
  } catch {
    // ended
  }
  return ms
}

/**
 * Node CPU (ms) of the process that runs the subscribers (the worker, else this
 * one) once it stops moving, i.e. the run's events are handled: the activations
 * answer before their events are, so counting at the last answer would leave the
 * subscribers' backlog out. Answers the ms and the seconds waited.
 */
async function subscribersSettled() {
  const read = () =>
    WORKER
      ? treeCpuMs(WORKER)
      : (process.cpuUsage().user + process.cpuUsage().system) / 1000
  const t0 = Date.now()
  let last = read()
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = read()
    if (now - last < 30 || Date.now() - t0 > 120_000)
      return { ms: now, waited: (Date.now() - t0) / 1000 }
    last = now
  }
}

/**
 * CPU milliseconds used so far by this process and by the PostgreSQL backends of
 * this database (from /proc, where there is one): on a shared machine the rate
 * swings with the load, the CPU an activation costs much less.
 */
async function cpuMs(client: Client) {
  const own = process.cpuUsage()
  let pg = 0
  const { rows } = await client.query(
    "select pid from pg_stat_activity where datname = current_database()"
  )
  for (const { pid } of rows as { pid: number }[]) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      pg += ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS
    } catch {
      // another host, or the backend ended: not counted
    }
  }
  return { node: (own.user + own.system) / 1000, pg }
}
const CLOCK_TICKS = 100

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export default async function benchActivation({ container }: ExecArgs) {
  const { activateCard } = await import("@uuc/rewards/workflows")
  const ledger = container.resolve<Ledger>("ledger")
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const random = seeded(20261122)
  const load1 = () => execSync("uptime").toString().trim()

  const activateOne = async (member_id: string, card: "standard" | "gold") => {
    const t = process.hrtime.bigint()
    await activateCard(container, { member_id, card })
    return Number(process.hrtime.bigint() - t) / 1e6
  }
  /** `work`, under the CPU profiler when it is the run BENCH_PROFILE_RUN names. */
  const profiled = async <T>(name: string, work: () => Promise<T>) => {
    if (!PROFILE || name !== PROFILE_RUN) return work()
    const profiler = new Session()
    profiler.connect()
    await profiler.post("Profiler.enable")
    await profiler.post("Profiler.start")
    try {
      return await work()
    } finally {
      const { profile } = await profiler.post("Profiler.stop")
      fs.writeFileSync(PROFILE, JSON.stringify(profile))
      profiler.disconnect()
      console.log(`  CPU profile of the run below: ${PROFILE}`)
    }
  }

  /** `buyers` at `concurrency` at a time: activations/s, p50/p99/max ms. */
  const run = async (buyers: number[], concurrency: number) => {
    const ms: number[] = []
    let next = 0
    const w0 = (await subscribersSettled()).ms
    const cpu0 = await cpuMs(client)
    // this process's garbage collections during the run: a lone slow activation
    // is often one of them
    const gc: number[] = []
    // by kind: a young generation's scavenge
    // copies what is live then, a full one marks the whole heap
    const kinds = { young: 0, full: 0, other: 0 }
    const gcs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        gc.push(e.duration)
        const kind = (e as { detail?: { kind?: number } }).detail?.kind
        kinds[
          kind === constants.NODE_PERFORMANCE_GC_MINOR
            ? "young"
            : kind === constants.NODE_PERFORMANCE_GC_MAJOR
              ? "full"
              : "other"
        ]++
      }
    })
    gcs.observe({ entryTypes: ["gc"] })
    const t0 = Date.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < buyers.length) {
          const i = buyers[next++]
          ms.push(await activateOne(id(i), i % 3 === 0 ? "gold" : "standard"))
        }
      })
    )
    const s = (Date.now() - t0) / 1000
    gcs.disconnect()
    gc.sort((a, b) => b - a)
    const pauses = `GC: ${gc.length} pauses (${kinds.young} young, ${kinds.full} full${kinds.other ? `, ${kinds.other} other` : ""}), ${gc.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, longest ${gc
      .slice(0, 3)
      .map((x) => x.toFixed(1))
      .join(", ")} ms`
    // (after the events' drain: the subscribers' CPU, Node and PostgreSQL, counts)
    const w1 = await subscribersSettled()
    const cpu1 = await cpuMs(client)
    const per = (a: number, b: number) => ((b - a) / buyers.length).toFixed(1)
    ms.sort((a, b) => a - b)
    const worker = WORKER ? `, worker ${per(w0, w1.ms)} ms` : ""
    return `${(buyers.length / s).toFixed(1)}/s, p50 ${pct(ms, 50).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms (${buyers.length} activations, concurrency ${concurrency}); ${pauses}; events handled within ${w1.waited.toFixed(0)} s of the last answer; CPU per activation: node ${per(cpu0.node, cpu1.node)} ms${worker}, PostgreSQL ${per(cpu0.pg, cpu1.pg)} ms`
  }

  try {
    console.log(`load before: ${load1()}`)
    // 1. the generated network
    let t = Date.now()
    if (ONLY !== "chain") {
      const g = generateNetwork(MEMBERS, random)
      await load(client, g)
      const noCard: number[] = []
      for (let i = g.n - 1; i > 0 && noCard.length < 2 * N; i--)
        if (!g.card[(i * 7919) % g.n]) noCard.push((i * 7919) % g.n)
      const uniq = [...new Set(noCard)]
      const maxDepth = g.depth.reduce((m, d) => Math.max(m, d), 0)
      await fund(ledger, uniq.map(id), "net")
      if (CUSTOMERS) await withCustomers(container, client, uniq.map(id), "net")
      console.log(
        `network: ${MEMBERS} members (max depth ${maxDepth}) built, loaded and ${uniq.length} buyers funded in ${((Date.now() - t) / 1000).toFixed(1)} s`
      )
      await activateOne(id(uniq[0]), "standard") // warm-up
      console.log(`  ${await run(uniq.slice(1, N + 1), 1)}`)
      if (TIMINGS) fs.rmSync(TIMINGS, { force: true })
      const many = await profiled(`network-c${CONCURRENCY}`, () =>
        run(uniq.slice(N + 1), CONCURRENCY)
      )
      console.log(`  ${many}`)
      // the lock holds of the run at concurrency: what one thread of work does
      if (TIMINGS) phasesOf(fs.readFileSync(TIMINGS, "utf8"))
      console.log(`  load: ${load1()}`)
    }

    // 2. the chain
    if (ONLY === "network") return
    t = Date.now()
    const tail = 2 * N + 1
    const c = chain(DEPTH, tail)
    await load(client, c)
    const buyers = Array.from({ length: tail }, (_, k) => DEPTH + tail - 1 - k)
    await fund(ledger, buyers.map(id), "chain")
    if (CUSTOMERS)
      await withCustomers(container, client, buyers.map(id), "chain")
    console.log(
      `chain: ${DEPTH} active members deep, ${tail} buyers below (paths ${DEPTH}..${DEPTH + tail - 1}) loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`
    )
    await activateOne(id(buyers[0]), "gold")
    if (TIMINGS) fs.rmSync(TIMINGS, { force: true })
    const one = await profiled("chain-c1", () => run(buyers.slice(1, N + 1), 1))
    console.log(`  ${one}`)
    if (TIMINGS) phasesOf(fs.readFileSync(TIMINGS, "utf8"))
    console.log(`  ${await run(buyers.slice(N + 1), CONCURRENCY)}`)
    console.log(`  load: ${load1()}`)
  } finally {
    await client.end()
  }
}
