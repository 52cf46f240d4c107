// Where ours/stock's difference on /store/products comes from (a profiling aid for
// `npm run bench:shop`): against a database bench-shop left behind
// (BENCH_DATABASE, default uuc_bench_shop), starts the built server and times, in
// turn, the 4 combinations of {guest, gold member} × {Medusa's fields, + our linked
// fields}. BENCH_READS requests each (default 100). Prints figures only.
import path from "node:path"
import { performance } from "node:perf_hooks"
import pg from "pg"
import { backendDir } from "./lib/paths.mjs"
import { benchEnv, pct } from "./lib/bench.mjs"
import { memberToken } from "./lib/member-token.mjs"
import { publishableKey } from "./lib/platform.mjs"
import { startPostgres } from "./lib/postgres.mjs"
import { serve, stopChildren, waitForUrl } from "./lib/run.mjs"

const DATABASE = process.env.BENCH_DATABASE || "uuc_bench_shop"
const READS = Number(process.env.BENCH_READS || 100)
const PORT = Number(process.env.BENCH_API_PORT || 9096)
const API = `http://127.0.0.1:${PORT}`
const db = await startPostgres()
try {
  const env = benchEnv({ server: db.server, database: DATABASE, port: PORT })
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  const { rows } = await client.query(
    `select m.id, m.customer_id from member m join customer_group_customer g
       on g.customer_id = m.customer_id join customer_group cg
       on cg.id = g.customer_group_id and cg.name = 'UUC gold card' limit 1`
  )
  const { rows: n } = await client.query(
    "select count(*)::int as n from product where deleted_at is null"
  )
  await client.end()
  const gold = rows[0]
  const token = memberToken(gold, env.JWT_SECRET, "2h")
  const api = serve("medusa", "npx", ["medusa", "start"], {
    cwd: path.join(backendDir, ".medusa", "server"),
    env: { ...env, HOST: "127.0.0.1" },
  })
  await waitForUrl(`${API}/health`, { exited: api.exited })
  const key = await publishableKey(env)
  const region = (
    await (
      await fetch(`${API}/store/regions`, {
        headers: { "x-publishable-api-key": key },
      })
    ).json()
  ).regions.find((x) => x.currency_code === "usd").id
  const pages = Math.floor(n[0].n / 20)
  const kinds = {
    "guest, Medusa's fields": [false, "*variants.calculated_price"],
    "guest, + linked fields": [
      false,
      "*variants.calculated_price,*shop_product,*variants.shop_variant",
    ],
    "gold, Medusa's fields": [true, "*variants.calculated_price"],
    "gold, + linked fields (ours)": [
      true,
      "*variants.calculated_price,*shop_product,*variants.shop_variant",
    ],
  }
  const times = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))
  for (let i = 0; i < READS + 10; i++) {
    const offset = 20 * Math.floor(Math.random() * pages)
    for (const [k, [auth, fields]] of Object.entries(kinds)) {
      const t0 = performance.now()
      const res = await fetch(
        `${API}/store/products?limit=20&offset=${offset}&region_id=${region}&fields=${fields}`,
        {
          headers: {
            "x-publishable-api-key": key,
            ...(auth ? { authorization: `Bearer ${token}` } : {}),
          },
        }
      )
      await res.json()
      if (res.status !== 200) throw new Error(`${k}: ${res.status}`)
      if (i >= 10) times[k].push(performance.now() - t0)
    }
  }
  console.log(`/store/products, ${n[0].n} goods, 20 a page, ${READS} each`)
  for (const [k, t] of Object.entries(times))
    console.log(
      `  ${k.padEnd(30)} p50 ${pct(t, 50).toFixed(1)} ms  p99 ${pct(t, 99).toFixed(1)} ms`
    )
} finally {
  await stopChildren()
  await db.stop()
}
