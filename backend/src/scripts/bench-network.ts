import { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * `npm run bench:network`: builds generated networks (random sponsors chosen by
 * preferential attachment, so a few members sponsor many) straight into PostgreSQL,
 * then times the network service itself (no HTTP): placements, the team summary and
 * one tree level. BENCH_SIZES (default 10000,100000,1000000), BENCH_PLACEMENTS (10000).
 */

type Network = {
  placeMember(i: {
    member_id: string
    username: string
    sponsor_id: string | null
  }): Promise<unknown>
  getTeamSummary(id: string): Promise<unknown>
  listDirects(
    id: string,
    p: { limit: number; offset: number }
  ): Promise<unknown>
  getTree(id: string, depth: number): Promise<unknown>
}
type Knex = {
  raw: (
    sql: string,
    b?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}

let seed = 20261122
const random = () =>
  (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648

/** The placement of N members computed in memory with the rules of rules.md §3. */
function generate(n: number) {
  const parent = new Int32Array(n).fill(-1)
  const sponsor = new Int32Array(n).fill(-1)
  const line = new Int8Array(n)
  const depth = new Int32Array(n)
  const size = new Int32Array(n).fill(1)
  const childCount = new Int8Array(n)
  const children = new Int32Array(n * 3).fill(-1)
  const directs = new Int32Array(n)
  const tickets: number[] = [0]
  for (let i = 1; i < n; i++) {
    const s = tickets[Math.floor(random() * tickets.length)]
    let x = s
    while (childCount[x] === 3) {
      let best = children[x * 3]
      for (let k = 1; k < 3; k++) {
        const c = children[x * 3 + k]
        if (size[c] < size[best]) best = c
      }
      x = best
    }
    parent[i] = x
    sponsor[i] = s
    line[i] = childCount[x] + 1
    children[x * 3 + childCount[x]] = i
    childCount[x]++
    depth[i] = depth[x] + 1
    directs[s]++
    for (let a = x; a !== -1; a = parent[a]) size[a]++
    tickets.push(i, s)
  }
  return { parent, sponsor, line, depth, size, childCount, directs }
}

const id = (i: number) => `bm${i}`

async function load(knex: Knex, n: number) {
  const g = generate(n)
  const pathOf = (i: number) => {
    const p: string[] = []
    for (let a = g.parent[i]; a !== -1; a = g.parent[a]) p.push(id(a))
    return `{${p.reverse().join(",")}}`
  }
  await knex.raw("truncate network_node, network_operation")
  const batch = 20000
  for (let start = 0; start < n; start += batch) {
    const rows = Array.from(
      { length: Math.min(batch, n - start) },
      (_, k) => start + k
    )
    await knex.raw(
      `insert into network_node (member_id, username, sponsor_id, parent_id, line, depth, path,
         child_count, size, direct_count, created_at)
       select m, m, nullif(s, ''), nullif(p, ''), nullif(l, 0), d, pa::text[], c, z, dc,
              now() - make_interval(secs => (? - ord))
         from unnest(?::text[], ?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::int[],
                     ?::int[], ?::int[]) with ordinality as t(m, s, p, l, d, pa, c, z, dc, ord)`,
      [
        n,
        rows.map(id),
        rows.map((i) => (g.sponsor[i] === -1 ? "" : id(g.sponsor[i]))),
        rows.map((i) => (g.parent[i] === -1 ? "" : id(g.parent[i]))),
        rows.map((i) => g.line[i]),
        rows.map((i) => g.depth[i]),
        rows.map(pathOf),
        rows.map((i) => g.childCount[i]),
        rows.map((i) => g.size[i]),
        rows.map((i) => g.directs[i]),
      ]
    )
  }
  await knex.raw("analyze network_node")
  let maxDepth = 0
  for (let i = 0; i < n; i++) maxDepth = Math.max(maxDepth, g.depth[i])
  let maxDirects = 0
  for (let i = 0; i < n; i++) maxDirects = Math.max(maxDirects, g.directs[i])
  return { maxDepth, maxDirects }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}
async function time(times: number, fn: (i: number) => Promise<unknown>) {
  const ms: number[] = []
  for (let i = 0; i < times; i++) {
    const t = process.hrtime.bigint()
    await fn(i)
    ms.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  return { p50: pct(ms, 50), p99: pct(ms, 99), max: Math.max(...ms) }
}

export default async function benchNetwork({ container }: ExecArgs) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const network = container.resolve<Network>("network")
  const sizes = (process.env.BENCH_SIZES || "10000,100000,1000000")
    .split(",")
    .map(Number)
  const placements = Number(process.env.BENCH_PLACEMENTS || 10000)
  const f = (x: number) => x.toFixed(2).padStart(8)
  const table: string[] = []

  for (const n of sizes) {
    const t0 = Date.now()
    const { maxDepth, maxDirects } = await load(knex, n)
    const built = ((Date.now() - t0) / 1000).toFixed(1)
    let next = n
    const existing = () => id(Math.floor(random() ** 2 * n))
    const place = await time(placements, () =>
      network.placeMember({
        member_id: id(next),
        username: id(next++),
        sponsor_id: existing(),
      })
    )
    const team = await time(1000, async () => {
      const m = existing()
      await network.getTeamSummary(m)
      await network.listDirects(m, { limit: 20, offset: 0 })
    })
    const tree = await time(1000, () => network.getTree(existing(), 1))
    const row = `${String(n).padStart(9)} | ${String(maxDepth).padStart(5)} | ${String(maxDirects).padStart(7)} | ${built.padStart(7)} s | ${f(place.p50)} ${f(place.p99)} | ${f(team.p50)} ${f(team.p99)} | ${f(tree.p50)} ${f(tree.p99)}`
    table.push(row)
    console.log(row)
  }
  console.log(`
Network benchmark (${placements} placements per size; times in ms; service level, no HTTP)
  members | depth | directs |   build   | placement p50/p99 | team summary p50/p99 | tree level p50/p99
${table.join("\n")}
Goals at 1,000,000 members: placement p99 <= 5 ms, tree level <= 50 ms.`)
  await knex.raw("truncate network_node, network_operation")
}
