import {
  ContainerRegistrationKeys,
  createPgConnection,
} from "@medusajs/framework/utils"
import { initModules, MockEventBusService } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import type { WithdrawalRules } from "../ops/withdrawals"
import type LedgerModuleService from "../service"

/** Rules as the plan's defaults, but open every day (tests run on weekends too). */
export const OPEN_RULES: WithdrawalRules = {
  min: "50",
  per_day: 1,
  closed_weekdays: [],
  timezone: "UTC",
  fee_rate: "0.10",
}

let funding = 0
/** Credits a member from the platform (UUC from the reserve), as an adjustment would. */
export async function fund(
  ledger: LedgerModuleService,
  member: string,
  asset: "USDT" | "UUC" | "POINTS",
  amount: string
) {
  const from =
    asset === "UUC"
      ? "platform:uuc_reserve"
      : asset === "POINTS"
        ? "platform:points"
        : "platform:adjustments"
  await ledger.postEntry({
    key: `test-fund-${process.pid}-${++funding}-${Date.now()}`,
    kind: "test_fund",
    description_key: "test.fund",
    postings: [
      { account: from, asset, amount: `-${amount}` },
      { account: `member:${member}:${asset}`, asset, amount },
    ],
  })
}

type Manager = { getConnection(): { close(force?: boolean): Promise<void> } }

/**
 * A second ledger module instance with its own connection pool, as a second server
 * process would have: calls through it run in truly separate database sessions.
 */
export async function secondInstance(clientUrl: string) {
  const pg = createPgConnection({ clientUrl })
  const { medusaApp, shutdown } = await initModules({
    injectedDependencies: {
      [ContainerRegistrationKeys.PG_CONNECTION]: pg,
      [ContainerRegistrationKeys.LOGGER]: console,
      event_bus: new MockEventBusService(),
    },
    databaseConfig: { clientUrl },
    modulesConfig: {
      [LEDGER_MODULE]: {
        resolve: path.join(__dirname, ".."),
        // Its own `database` option: the module opens its own pool.
        options: {
          database: { clientUrl, pool: { min: 0, max: 10 } },
          instance: "second",
        },
      },
    },
    preventConnectionDestroyWarning: true,
  })
  const service = medusaApp.modules[
    LEDGER_MODULE
  ] as unknown as LedgerModuleService
  return {
    service,
    async close() {
      // The module's own ORM connection (opened from its `database` option).
      const cradle = (
        service as unknown as { __container__: { manager: Manager } }
      ).__container__
      await cradle.manager.getConnection().close(true)
      await pg.destroy()
      await shutdown()
    },
  }
}
