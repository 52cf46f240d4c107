import {
  moduleIntegrationTestRunner,
  type SuiteOptions,
} from "@medusajs/test-utils"
import path from "path"
import { NETWORK_MODULE } from ".."
import type NetworkModuleService from "../service"

/** Raw SQL on the test database (the checks recompute what the service keeps). */
export type Raw = {
  raw: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

/** Places a member whose username is its id. */
export const placer =
  (service: NetworkModuleService) => (id: string, sponsor: string | null) =>
    service.placeMember({ member_id: id, username: id, sponsor_id: sponsor })

/**
 * The network module on a fresh schema for a spec file, with what every suite
 * here uses at hand: `place` (placer) and `at` (a member's node).
 */
export function networkSuite(
  suite: (
    options: SuiteOptions<NetworkModuleService>,
    tools: {
      place: ReturnType<typeof placer>
      at: (id: string) => ReturnType<NetworkModuleService["getNode"]>
    }
  ) => void
) {
  moduleIntegrationTestRunner<NetworkModuleService>({
    moduleName: NETWORK_MODULE,
    resolve: path.join(__dirname, ".."),
    pathToMigrations: path.join(__dirname, "..", "migrations"),
    testSuite: (options) =>
      suite(options, {
        place: placer(options.service),
        at: (id) => options.service.getNode(id),
      }),
  })
}
