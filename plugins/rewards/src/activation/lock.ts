import { AsyncLocalStorage } from "node:async_hooks"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  MedusaError,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

type Result = { rows?: Record<string, unknown>[] }
type PgClient = {
  /** A text of several statements answers each one's result. */
  query(sql: string): Promise<Result | Result[]>
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
export const ACTIVATION_LOCK = 727_201

// Waiters of this process queue here; only the head holds a pool connection, blocked
// in pg_advisory_lock, where PostgreSQL queues the heads of every process in arrival
// order. The lock itself is PostgreSQL's: this queue only keeps waiters from holding
// connections the holder needs, and makes the order fair (first come, first served).
let queue: Promise<void> = Promise.resolve()

const busy = () => new AppError(MedusaError.Types.CONFLICT, "activation_busy")

// The fencing token of the lock hold the current code runs in (withActivationLock):
// the token itself lives in PostgreSQL (reward_lock_fence); this only carries it
// to the transactions that post, which check it is still the last one.
const fence = new AsyncLocalStorage<string>()

/**
 * The fencing token of the activation lock held by the running code, or null
 * outside a hold. A posting transaction checks it (RewardsModuleService.withFence):
 * if the lock's backend died and another process took the lock, the token moved
 * on and the post is refused.
 */
export const activationFence = () => fence.getStore() ?? null

/** `ms` from now, false; or true once `p` settles. */
async function within(p: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((r) => (timer = setTimeout(r, ms, false)))
  try {
    return await Promise.race([p.then(() => true), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `run` while holding the activation lock (a PostgreSQL session advisory lock,
 * so it serializes every server process, and dies with the connection if a
 * process does), in arrival order, with a new fencing token (activationFence). Gives up with 409 activation_busy after
 * `timeoutMs` of waiting.
 */
export async function withActivationLock<T>(
  container: MedusaContainer,
  run: () => Promise<T>,
  timeoutMs = 60_000
): Promise<T> {
  const pool = container.resolve<Pool>(ContainerRegistrationKeys.PG_CONNECTION)
  const deadline = Date.now() + timeoutMs
  let leave!: () => void
  const mine = new Promise<void>((r) => (leave = r))
  const before = queue
  queue = before.then(() => mine)
  try {
    if (!(await within(before, timeoutMs))) throw busy()
    const wait = Math.max(1, deadline - Date.now())
    const connection = await pool.client.acquireConnection()
    let token: unknown
    try {
      // the lock, then the next token, in one round trip: on the lock's own
      // connection, where a posting transaction of an earlier holder still in
      // flight holds the token's row and is waited for. (One text runs as one
      // transaction: a timeout undoes the SET as well; reset below anyway.)
      const answers = await connection.query(
        `set lock_timeout = '${Math.ceil(wait)}ms';
         select pg_advisory_lock(${ACTIVATION_LOCK});
         update reward_lock_fence set token = token + 1 where name = 'activation'
          returning token::text as token`
      )
      const last = Array.isArray(answers)
        ? answers[answers.length - 1]
        : answers
      token = last?.rows?.[0]?.token
    } catch (e) {
      await connection
        // the lock may be had while the token was not (a timeout on its row)
        .query(
          `select pg_advisory_unlock(${ACTIVATION_LOCK}); reset lock_timeout`
        )
        .finally(() => pool.client.releaseConnection(connection))
      throw (e as { code?: string }).code === "55P03" ? busy() : e
    }
    try {
      return await fence.run(String(token), run)
    } finally {
      try {
        await connection.query(
          `select pg_advisory_unlock(${ACTIVATION_LOCK}); reset lock_timeout`
        )
      } finally {
        await pool.client.releaseConnection(connection)
      }
    }
  } finally {
    leave()
  }
}
