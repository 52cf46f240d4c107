import {
  ContainerRegistrationKeys,
  createPgConnection,
  isSharedConnectionSymbol,
  Modules,
} from "@medusajs/framework/utils"
import { initModules, MockEventBusService } from "@medusajs/test-utils"
import path from "path"
import { NETWORK_MODULE } from ".."
import type NetworkModuleService from "../service"

/**
 * Another network module on the same database with a pool of its own, as a second
 * server process would have: races between the two are real PostgreSQL races.
 */
export async function startSecondInstance(clientUrl: string) {
  const connection = createPgConnection({ clientUrl })
  const { medusaApp, shutdown } = await initModules({
    injectedDependencies: {
      [ContainerRegistrationKeys.PG_CONNECTION]: connection,
      [Modules.EVENT_BUS]: new MockEventBusService(),
      [ContainerRegistrationKeys.LOGGER]: console,
    },
    modulesConfig: {
      [NETWORK_MODULE]: {
        resolve: path.join(__dirname, ".."),
        // The module runs on `connection`; `instance` differs from the first
        // instance's options, else the loader would hand back the cached one.
        options: {
          database: { clientUrl, schema: "public" },
          [isSharedConnectionSymbol]: true,
          instance: "second",
        },
      },
    },
    databaseConfig: { clientUrl, schema: "public" },
    preventConnectionDestroyWarning: true,
  })
  return {
    service: medusaApp.modules[
      NETWORK_MODULE
    ] as unknown as NetworkModuleService,
    close: async () => {
      await shutdown()
      await connection.destroy()
    },
  }
}
