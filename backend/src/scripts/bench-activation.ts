/**
 * The activation benchmark (`npm run bench:activation`, scripts/bench-activation.mjs
 * runs this with `medusa exec` in the database uuc_bench_activation). Times the
 * workflow POST /store/cards/activate runs (activateCardWorkflow, no HTTP).
 *
 * 1. A network of BENCH_MEMBERS (default 1,000,000) placed by rules.md §3 in memory
 *    (preferential-attachment sponsors, 40% hold cards), loaded with one COPY like
 *    plugins/network/bench; buyers are funded through the ledger in bulk entries;
 *    BENCH_ACTIVATIONS (default 300) activations at concurrency 1, then as many at
 *    BENCH_CONCURRENCY (default 32: many members buying at once).
 * 2. A chain of BENCH_DEPTH (default 1,000) active members with inactive members
 *    below it: every activation's path is ≥ BENCH_DEPTH deep.
 *
 * Every activation takes the one activation lock (a PostgreSQL advisory lock shared
 * by all, README of @uuc/rewards); those waiting together in one process share a
 * lock hold (rewards activation/lock-batch.ts), so concurrency adds throughput.
 */
import type { ExecArgs } from "@medusajs/framework/types"
import { execSync } from "child_process"
import { Client } from "pg"
import { from as copyFrom } from "pg-copy-streams"
import { Readable } from "stream"
import { pipeline } from "stream/promises"

const MEMBERS = Number(process.env.BENCH_MEMBERS || 1_000_000)
const DEPTH = Number(process.env.BENCH_DEPTH || 1000)
const N = Number(process.env.BENCH_ACTIVATIONS || 300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 32)
/** "network" or "chain" runs only that part. */
const ONLY = process.env.BENCH_ONLY

type Net = {
  n: number
  sponsor: Int32Array
  parent: Int32Array
  line: Int8Array
  depth: Int32Array
  childCount: Int8Array
  size: Int32Array
  directs: Int32Array
  activeDirects: Int32Array
  card: Int8Array
  ownVolume: Float64Array
  volume: Float64Array
  teamLevel: Int8Array
}
const PRICE = [0, 100, 200]
const THRESHOLDS = [2000, 10000, 50000, 200000, 1000000]
const id = (i: number) => `bm${i}`

function seeded(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
}

function empty(n: number): Net {
  return {
    n,
    sponsor: new Int32Array(n).fill(-1),
    parent: new Int32Array(n).fill(-1),
    line: new Int8Array(n),
    depth: new Int32Array(n),
    childCount: new Int8Array(n),
    size: new Int32Array(n).fill(1),
    directs: new Int32Array(n),
    activeDirects: new Int32Array(n),
    card: new Int8Array(n),
    ownVolume: new Float64Array(n),
    volume: new Float64Array(n),
    teamLevel: new Int8Array(n),
  }
}

/** Volumes bottom-up and team levels, once parents and cards are set. */
function finish(g: Net) {
  for (let i = 0; i < g.n; i++) {
    g.ownVolume[i] = PRICE[g.card[i]]
    if (g.card[i] && g.sponsor[i] !== -1) g.activeDirects[g.sponsor[i]]++
  }
  for (let i = g.n - 1; i > 0; i--)
    g.volume[g.parent[i]] += g.volume[i] + g.ownVolume[i]
  for (let i = 0; i < g.n; i++)
    g.teamLevel[i] = THRESHOLDS.filter((t) => g.volume[i] >= t).length
  return g
}

/** As plugins/network/bench/generate.ts: placement by rules.md §3. */
function network(n: number, random: () => number): Net {
  const g = empty(n)
  const children = new Int32Array(n * 3).fill(-1)
  const tickets = new Int32Array(2 * n)
  let count = 1
  for (let i = 1; i < n; i++) {
    const s = tickets[Math.floor(random() * count)]
    let x = s
    while (g.childCount[x] === 3) {
      let best = children[x * 3]
      for (let k = 1; k < 3; k++) {
        const c = children[x * 3 + k]
        if (g.size[c] < g.size[best]) best = c
      }
      x = best
    }
    g.parent[i] = x
    g.sponsor[i] = s
    g.line[i] = g.childCount[x] + 1
    children[x * 3 + g.childCount[x]] = i
    g.childCount[x]++
    g.depth[i] = g.depth[x] + 1
    g.directs[s]++
    for (let a = x; a !== -1; a = g.parent[a]) g.size[a]++
    tickets[count++] = i
    tickets[count++] = s
  }
  for (let i = 0; i < n; i++) {
    if (random() >= 0.4) continue
    g.card[i] = random() < 0.3 ? 2 : 1
  }
  return finish(g)
}

/** A chain: `active` gold members, then `tail` members without a card below. */
function chain(active: number, tail: number): Net {
  const n = active + tail
  const g = empty(n)
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
  return finish(g)
}

const COLUMNS = [
  "member_id",
  "username",
  "sponsor_id",
  "parent_id",
  "line",
  "depth",
  "path",
  "child_count",
  "size",
  "volume",
  "own_volume",
  "direct_count",
  "active_direct_count",
  "card",
  "active",
  "star_level_auto",
  "team_level_auto",
  "created_at",
]
const CARD = ["\\N", "standard", "gold"]

function* lines(g: Net): Generator<string> {
  const start = Date.now() - g.n * 1000
  const ancestors: string[] = []
  let chunk = ""
  for (let i = 0; i < g.n; i++) {
    ancestors.length = 0
    for (let a = g.parent[i]; a !== -1; a = g.parent[a]) ancestors.push(id(a))
    chunk +=
      [
        id(i),
        id(i),
        g.sponsor[i] === -1 ? "\\N" : id(g.sponsor[i]),
        g.parent[i] === -1 ? "\\N" : id(g.parent[i]),
        g.line[i] || "\\N",
        g.depth[i],
        `{${ancestors.reverse().join(",")}}`,
        g.childCount[i],
        g.size[i],
        g.volume[i],
        g.ownVolume[i],
        g.directs[i],
        g.activeDirects[i],
        CARD[g.card[i]],
        g.card[i] ? "t" : "f",
        Math.min(g.activeDirects[i], 5),
        g.teamLevel[i],
        new Date(start + i * 1000).toISOString(),
      ].join("\t") + "\n"
    if (i % 2000 === 1999) {
      yield chunk
      chunk = ""
    }
  }
  if (chunk) yield chunk
}

async function load(client: Client, g: Net) {
  await client.query("begin")
  const { rows } = await client.query(
    "select rolsuper from pg_roles where rolname = current_user"
  )
  if (rows[0]?.rolsuper)
    await client.query("set local session_replication_role = replica")
  await client.query(
    "truncate network_node, network_operation, reward_activation, reward_bonus, reward_operation cascade"
  )
  await pipeline(
    Readable.from(lines(g)),
    client.query(
      copyFrom(`copy network_node (${COLUMNS.join(", ")}) from stdin`)
    )
  )
  await client.query("commit")
  await client.query("analyze network_node")
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

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

export default async function benchActivation({ container }: ExecArgs) {
  const { activateCardWorkflow } = await import("@uuc/rewards/workflows")
  const ledger = container.resolve<Ledger>("ledger")
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  const random = seeded(20261122)
  const load1 = () => execSync("uptime").toString().trim()

  const activateOne = async (member_id: string, card: "standard" | "gold") => {
    const t = process.hrtime.bigint()
    await activateCardWorkflow(container).run({
      input: { member_id, card },
    })
    return Number(process.hrtime.bigint() - t) / 1e6
  }
  /** `buyers` at `concurrency` at a time: activations/s, p50/p99/max ms. */
  const run = async (buyers: number[], concurrency: number) => {
    const ms: number[] = []
    let next = 0
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
    ms.sort((a, b) => a - b)
    return `${(buyers.length / s).toFixed(1)}/s, p50 ${pct(ms, 50).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms, max ${ms[ms.length - 1].toFixed(1)} ms (${buyers.length} activations, concurrency ${concurrency})`
  }

  try {
    console.log(`load before: ${load1()}`)
    // 1. the generated network
    let t = Date.now()
    if (ONLY !== "chain") {
      const g = network(MEMBERS, random)
      await load(client, g)
      const noCard: number[] = []
      for (let i = g.n - 1; i > 0 && noCard.length < 2 * N; i--)
        if (!g.card[(i * 7919) % g.n]) noCard.push((i * 7919) % g.n)
      const uniq = [...new Set(noCard)]
      const maxDepth = g.depth.reduce((m, d) => Math.max(m, d), 0)
      await fund(ledger, uniq.map(id), "net")
      console.log(
        `network: ${MEMBERS} members (max depth ${maxDepth}) built, loaded and ${uniq.length} buyers funded in ${((Date.now() - t) / 1000).toFixed(1)} s`
      )
      await activateOne(id(uniq[0]), "standard") // warm-up
      console.log(`  ${await run(uniq.slice(1, N + 1), 1)}`)
      console.log(`  ${await run(uniq.slice(N + 1), CONCURRENCY)}`)
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
    console.log(
      `chain: ${DEPTH} active members deep, ${tail} buyers below (paths ${DEPTH}..${DEPTH + tail - 1}) loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`
    )
    await activateOne(id(buyers[0]), "gold")
    console.log(`  ${await run(buyers.slice(1, N + 1), 1)}`)
    console.log(`  ${await run(buyers.slice(N + 1), CONCURRENCY)}`)
    console.log(`  load: ${load1()}`)
  } finally {
    await client.end()
  }
}
