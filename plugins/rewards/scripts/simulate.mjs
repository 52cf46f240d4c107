#!/usr/bin/env node
// `npm run simulate`: what a reward plan costs, against a synthetic network growth
// (no database needed) or a copy of today's network (--source=current, read-only,
// DATABASE_URL). Loads the built plugin (npm run build -w @uuc/rewards). See
// plugins/rewards/SIMULATOR.md. Flags (or SIM_* env, e.g. SIM_MEMBERS):
//   --members=10000 --days=30 --gold-share=0.3 --skew=0.5 --seed=1
//   --activation-share=1 --upgrade-share=0 --price=0.01
//   --plan=<file.json|default>  (up to two; a partial plan deep-merged onto the defaults)
//   --version=<n>               (up to two; read from plan_version, needs DATABASE_URL)
//   --source=growth|current  --json
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { createRequire } from "node:module"

const here = path.dirname(fileURLToPath(import.meta.url))
const built = path.join(here, "..", ".medusa/server/src/simulator/index.js")
if (!fs.existsSync(built)) {
  console.error(
    "The rewards plugin is not built: npm run build -w @uuc/rewards"
  )
  process.exit(2)
}
const require = createRequire(import.meta.url)

const env = (name, fallback) => process.env[`SIM_${name}`] ?? fallback
const { values, tokens } = parseArgs({
  tokens: true,
  options: {
    members: { type: "string", default: env("MEMBERS", "10000") },
    days: { type: "string", default: env("DAYS", "30") },
    "gold-share": { type: "string", default: env("GOLD_SHARE", "0.3") },
    skew: { type: "string", default: env("SKEW", "0.5") },
    seed: { type: "string", default: env("SEED", "1") },
    "activation-share": {
      type: "string",
      default: env("ACTIVATION_SHARE", "1"),
    },
    "upgrade-share": { type: "string", default: env("UPGRADE_SHARE", "0") },
    price: { type: "string", default: env("PRICE", "0.01") },
    plan: { type: "string", multiple: true },
    version: { type: "string", multiple: true },
    source: { type: "string", default: env("SOURCE", "growth") },
    json: { type: "boolean", default: false },
  },
})

function fail(message) {
  console.error(`simulate: ${message}`)
  process.exit(2)
}
const num = (name, min, max, int = false) => {
  const v = Number(values[name])
  if (
    !Number.isFinite(v) ||
    v < min ||
    v > max ||
    (int && !Number.isInteger(v))
  )
    fail(
      `--${name} must be ${int ? "a whole number" : "a number"} in [${min}, ${max}]`
    )
  return v
}

const sim = require(built)
const { plan: DEFAULTS } = require("@uuc/data")

// Plans in the order given: --plan files/defaults and --version numbers.
const specs = tokens
  .filter(
    (t) => t.kind === "option" && (t.name === "plan" || t.name === "version")
  )
  .map((t) => ({ kind: t.name, value: t.value }))
if (!specs.length) specs.push({ kind: "plan", value: "default" })
if (specs.length > 2) fail("at most two plans side by side")

let db = null
const needsDb =
  values.source === "current" || specs.some((s) => s.kind === "version")
if (needsDb) {
  if (!process.env.DATABASE_URL)
    fail("--source=current and --version need DATABASE_URL")
  const pg = require("pg")
  db = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await db.connect()
  // One consistent, read-only snapshot: the simulator never writes.
  await db.query("begin isolation level repeatable read read only")
}
const query = async (sql, params) => (await db.query(sql, params)).rows

async function planOf(spec) {
  if (spec.kind === "version") {
    const rows = await query(
      "select version, document from plan_version where deleted_at is null and version = $1",
      [Number(spec.value)]
    )
    if (!rows.length) fail(`plan version ${spec.value} not found`)
    return {
      label: `v${spec.value}`,
      version: Number(spec.value),
      plan: rows[0].document,
    }
  }
  if (spec.value === "default")
    return { label: "default", version: 1, plan: DEFAULTS }
  let patch
  try {
    patch = JSON.parse(fs.readFileSync(spec.value, "utf8"))
  } catch (e) {
    fail(`cannot read ${spec.value}: ${e.message}`)
  }
  try {
    return {
      label: path.basename(spec.value),
      version: 0,
      plan: sim.resolveDraft(patch),
    }
  } catch (e) {
    fail(`${spec.value}: ${e.code ?? "invalid"} ${e.field ?? ""} ${e.message}`)
  }
}

try {
  const plans = []
  for (const s of specs) plans.push(await planOf(s))
  const t0 = performance.now()
  let scenario
  let about
  if (values.source === "current") {
    scenario = await sim.loadCurrentScenario(query, 1_000_000)
    about = `today's network: ${scenario.members} members, ${scenario.events.member.length} activations replayed`
  } else if (values.source === "growth") {
    const p = {
      members: num("members", 1, 1_000_000, true),
      days: num("days", 1, 3650, true),
      gold_share: num("gold-share", 0, 1),
      skew: num("skew", 0, 1),
      seed: num("seed", 0, 2 ** 32 - 1, true),
      activation_share: num("activation-share", 0, 1),
      upgrade_share: num("upgrade-share", 0, 1),
    }
    scenario = sim.generateGrowth(p)
    about = `growth: ${p.members} members over ${p.days} days, gold ${p.gold_share}, skew ${p.skew}, seed ${p.seed}, upgrades ${p.upgrade_share}`
  } else fail("--source is growth or current")
  const generated = performance.now() - t0
  const result = sim.compare(scenario, plans, { price: values.price })
  if (values.json) {
    console.log(
      JSON.stringify(
        { ...result, generated_ms: Math.round(generated) },
        null,
        2
      )
    )
  } else {
    const { printReport } = await import("./simulate-report.mjs")
    printReport({ about, price: values.price, generated, result })
  }
} finally {
  await db?.end()
}
