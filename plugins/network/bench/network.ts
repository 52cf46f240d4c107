/**
 * `npm run bench:network -w @uuc/network`: builds generated networks straight into
 * PostgreSQL (placement computed in memory by the rules, then one COPY) and times
 * the network service itself, without HTTP: placements, volume along a path, the
 * team summary (/store/network/team) and one tree level (/admin/network/tree).
 *
 * DATABASE_URL, else uuc_bench on DB_HOST/DB_PORT/DB_USERNAME/DB_PASSWORD; it works in
 * the schema network_bench only. BENCH_SIZES (default 10000,100000,1000000),
 * BENCH_PLACEMENTS (default 10000).
 */
import fs from "fs"
import os from "os"
import { copyNetwork, memberId } from "./copy"
import { benchClient, benchDatabaseUrl, startNetworkModule } from "./database"
import { generateNetwork } from "./generate"
import { type Figures, seeded, time } from "./timing"

const sizes = (process.env.BENCH_SIZES || "10000,100000,1000000")
  .split(",")
  .map(Number)
const placements = Number(process.env.BENCH_PLACEMENTS || 10000)
const SAMPLES = 1000

/** Linux's CPU pressure: the share of time something waited for a CPU (other load). */
const cpuPressure = () => {
  try {
    const line = fs.readFileSync("/proc/pressure/cpu", "utf8").split("\n")[0]
    return `${line.match(/avg60=([\d.]+)/)?.[1] ?? "?"}%`
  } catch {
    return "unknown"
  }
}

const pad = (v: string | number, w: number) => String(v).padStart(w)
const ms = (f: Figures) => `${f.p50.toFixed(2)} / ${f.p99.toFixed(2)}`

async function main() {
  const clientUrl = await benchDatabaseUrl()
  const client = await benchClient(clientUrl)
  const { rows } = await client.query("show server_version")
  const { network, close } = await startNetworkModule(clientUrl)
  const random = seeded(20261122)
  const rowsOut: string[] = []
  const pressure: string[] = []
  const header = `${pad("members", 9)} | ${pad("depth", 5)} | ${pad("max directs", 11)} | ${pad("build s", 7)} | ${pad("placement", 13)} | ${pad("place, SQL", 13)} | ${pad("add volume", 13)} | ${pad("team summary", 13)} | ${pad("tree level", 13)} | ${pad("root team", 9)} | ${pad("root tree", 9)}`
  console.log(header)

  try {
    for (const n of sizes) {
      const t0 = Date.now()
      // the generated arrays are garbage once loaded: no GC weight on the timings
      await copyNetwork(client, generateNetwork(n, random))
      const built = (Date.now() - t0) / 1000

      let count = n
      // Existing members, skewed towards older ones (who sponsor more).
      const someone = () => memberId(Math.floor(random() ** 2 * count))
      const place = await time(placements, () => {
        const sponsor_id = someone()
        const id = memberId(count++)
        return network.placeMember({ member_id: id, username: id, sponsor_id })
      })
      // The same placement without the service layer (MikroORM and knex
      // transactions): the database's share of the time above.
      const placeSql = await time(SAMPLES, async () => {
        const sponsor = someone()
        const id = memberId(count++)
        await client.query("begin")
        await client.query("select * from network_place($1, $1, $2)", [
          id,
          sponsor,
        ])
        await client.query("commit")
      })
      const volume = await time(SAMPLES, (i) =>
        network.addVolume({
          key: `bench-${n}-${i}`,
          member_id: someone(),
          amount: random() < 0.3 ? "200" : "100",
        })
      )
      const team = await time(SAMPLES, () =>
        network.getTeam(someone(), { depth: 1, limit: 20 })
      )
      const tree = await time(SAMPLES, () =>
        network.getTree({ username: someone() }, 1)
      )
      const rootTeam = await time(100, () =>
        network.getTeam(memberId(0), { depth: 1, limit: 20 })
      )
      const rootTree = await time(100, () =>
        network.getTree({ username: memberId(0) }, 1)
      )
      const { rows: shape } = await client.query(
        "select max(depth) as depth, max(direct_count) as directs from network_node"
      )
      pressure.push(cpuPressure())
      const row = `${pad(n, 9)} | ${pad(shape[0].depth, 5)} | ${pad(shape[0].directs, 11)} | ${pad(built.toFixed(1), 7)} | ${pad(ms(place), 13)} | ${pad(ms(placeSql), 13)} | ${pad(ms(volume), 13)} | ${pad(ms(team), 13)} | ${pad(ms(tree), 13)} | ${pad(rootTeam.p50.toFixed(2), 9)} | ${pad(rootTree.p50.toFixed(2), 9)}`
      rowsOut.push(row)
      console.log(row)
    }
  } finally {
    await close()
    await client.end()
  }

  console.log(`
Network benchmark: PostgreSQL ${rows[0].server_version}, ${os.cpus().length} CPUs, Node ${process.version}
${placements} placements through the service, then ${SAMPLES} each of: placements as bare SQL
(begin, network_place, commit from a plain pg client), volume additions, team summaries
and tree levels. Times in ms as p50 / p99 (root: p50 over 100); service level, no HTTP.
"members" is the size before the placements; "depth" and "max directs" after them.
CPU pressure after each size (time tasks waited for a CPU, last minute): ${pressure.join(", ")}.

${header}
${rowsOut.join("\n")}

Goals at 1,000,000 members: placement p99 <= 5 ms, tree level <= 50 ms.`)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
