import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"

jest.setTimeout(120 * 1000)

type Connection = { query(sql: string): Promise<unknown> }
type Pool = {
  client: {
    acquireConnection(): Promise<Connection>
    releaseConnection(c: Connection): Promise<void>
  }
}
type Lock = {
  ACTIVATION_LOCK: number
  withActivationLock<T>(
    container: MedusaContainer,
    run: () => Promise<T>,
    timeoutMs?: number
  ): Promise<T>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * The activation lock (activation/lock.ts) against a real PostgreSQL: another
 * session holding it stands for another server process.
 */
medusaIntegrationTestRunner({
  testSuite: ({ getContainer }) => {
    let lock: Lock
    let pool: Pool
    beforeAll(async () => {
      lock = (await import("@uuc/rewards/testing")) as Lock
      pool = getContainer().resolve<Pool>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
    })

    /** Another process: a session of its own that takes the lock. */
    const otherProcess = async () => {
      const c = await pool.client.acquireConnection()
      await c.query(`select pg_advisory_lock(${lock.ACTIVATION_LOCK})`)
      return async () => {
        await c.query(`select pg_advisory_unlock(${lock.ACTIVATION_LOCK})`)
        await pool.client.releaseConnection(c)
      }
    }

    it("waits for another process's holder, gives up with activation_busy, and goes once it is released", async () => {
      const release = await otherProcess()
      let ran = false
      await expect(
        lock.withActivationLock(
          getContainer(),
          async () => {
            ran = true
          },
          300
        )
      ).rejects.toMatchObject({ code: "activation_busy" })
      expect(ran).toBe(false)

      // a waiter blocked in PostgreSQL goes as soon as the holder lets go
      const waiting = lock.withActivationLock(
        getContainer(),
        async () => "done"
      )
      await sleep(200)
      await release()
      await expect(waiting).resolves.toBe("done")
    })

    it("runs one holder at a time, in arrival order", async () => {
      const entered: number[] = []
      let inside = 0
      let most = 0
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          lock.withActivationLock(getContainer(), async () => {
            inside++
            most = Math.max(most, inside)
            entered.push(i)
            await sleep(5 + ((i * 7) % 11))
            inside--
          })
        )
      )
      expect(most).toBe(1)
      expect(entered).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    })

    it("a waiter that gave up keeps its place for those behind it", async () => {
      const release = await otherProcess()
      const order: string[] = []
      const first = lock
        .withActivationLock(
          getContainer(),
          async () => order.push("first"),
          200
        )
        .catch((e: { code?: string }) => order.push(`first:${e.code}`))
      const second = lock.withActivationLock(getContainer(), async () =>
        order.push("second")
      )
      await first
      await release()
      await second
      expect(order).toEqual(["first:activation_busy", "second"])
    })
  },
})
