import type { Knex } from "@uuc/http"

// Every write touches the root's row anyway (sizes and volumes grow along whole
// paths), so one lock costs no parallelism and rules out deadlocks between paths.
const NETWORK_LOCK = 727_001

/** Serializes every write to the tree (transaction-scoped, released at commit). */
export async function lockNetwork(knex: Knex) {
  await knex.raw("select pg_advisory_xact_lock(?)", [NETWORK_LOCK])
}
