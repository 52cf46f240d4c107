import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { appendFileSync } from "node:fs"
import { createRequire } from "node:module"

type Counted = { prototype: { query: (...args: unknown[]) => unknown } }

// The statements this process has sent to PostgreSQL, counted on the bench's
// server only (UUC_BENCH_STOCK_COMPLETION=on): node-postgres' Client#query, which
// every module's knex and MikroORM go through, wrapped once when this route loads.
// The count is also shared under a registered symbol: the shop's checkout timings
// (UUC_CHECKOUT_TIMINGS) read it to count each phase's statements.
const counter = { sent: 0 }
// BENCH_STATEMENT_LOG=<file>: each statement's text too (its first 300
// characters), and a mark at each read of the count, so one checkout's
// statements can be read in order between two marks.
const log = process.env.BENCH_STATEMENT_LOG
if (process.env.UUC_BENCH_STOCK_COMPLETION === "on") {
  Object.assign(globalThis, { [Symbol.for("uuc.bench.statements")]: counter })
  // the pg that knex loads (the workspace's one copy)
  const { Client } = createRequire(require.resolve("knex"))("pg") as {
    Client: Counted
  }
  const query = Client.prototype.query
  Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    counter.sent++
    if (log) appendFileSync(log, `${textOf(args[0]).slice(0, 300)}\n`)
    return query.apply(this, args)
  }
}

function textOf(q: unknown): string {
  const text =
    typeof q === "string" ? q : (q as { text?: unknown } | null)?.text
  return String(text ?? "?").replace(/\s+/g, " ")
}

/**
 * GET /admin/bench/statements → `{ sent }`: `npm run bench:shop` reads it before
 * and after each one-at-a-time checkout of either arm, so it prints how many
 * statements a checkout sends (less what this request's own middlewares send,
 * measured by two reads in a row). The bench's server only, staff only.
 */
export async function GET(
  _req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  if (process.env.UUC_BENCH_STOCK_COMPLETION !== "on")
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "Not found")
  if (log) appendFileSync(log, `--- ${counter.sent}\n`)
  res.json({ sent: counter.sent })
}
