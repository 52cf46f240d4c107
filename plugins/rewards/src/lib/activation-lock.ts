import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

type PgClient = {
  query(
    sql: string,
    params?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}
type Pool = {
  client: {
    acquireConnection(): Promise<PgClient>
    releaseConnection(connection: PgClient): Promise<void>
  }
}

// Every placement path ends at the one root, so a lock on the root is one lock for
// all activations: this is its key. A session lock, because it must outlive the
// separate transactions of the ledger, network and rewards modules.
const ACTIVATION_LOCK = 727_201

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Runs `run` while holding the activation lock (a PostgreSQL session advisory lock,
 * so it serializes every server process, and dies with the connection if a
 * process does). Waiters poll instead of blocking: a blocked waiter would hold a
 * pool connection the holder may need. Gives up with 409 activation_busy.
 */
export async function withActivationLock<T>(
  container: MedusaContainer,
  run: () => Promise<T>,
  timeoutMs = 60_000
): Promise<T> {
  const pool = container.resolve<Pool>(ContainerRegistrationKeys.PG_CONNECTION)
  const deadline = Date.now() + timeoutMs
  let connection: PgClient
  for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
    connection = await pool.client.acquireConnection()
    const { rows } = await connection
      .query("select pg_try_advisory_lock($1) as ok", [ACTIVATION_LOCK])
      .catch(async (e) => {
        await pool.client.releaseConnection(connection)
        throw e
      })
    if (rows[0].ok) break
    await pool.client.releaseConnection(connection)
    if (Date.now() > deadline)
      throw new AppError(MedusaError.Types.CONFLICT, "activation_busy")
    await sleep(wait + Math.random() * wait)
  }
  try {
    return await run()
  } finally {
    try {
      await connection.query("select pg_advisory_unlock($1)", [ACTIVATION_LOCK])
    } finally {
      await pool.client.releaseConnection(connection)
    }
  }
}
