import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { NETWORK_MODULE } from ".."
import NetworkModuleService from "../service"
import { startSecondInstance } from "./second-instance"
import { type Raw } from "./setup"
import { treeViolations } from "./tree-check"

jest.setTimeout(120000)

moduleIntegrationTestRunner<NetworkModuleService>({
  moduleName: NETWORK_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper, dbConfig }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Raw
    let second: Awaited<ReturnType<typeof startSecondInstance>>

    beforeEach(async () => {
      second = await startSecondInstance(dbConfig.clientUrl)
    })
    afterEach(async () => {
      await second.close()
    })

    const both = () => [service, second.service]
    const place = (
      s: NetworkModuleService,
      id: string,
      sponsor: string | null
    ) => s.placeMember({ member_id: id, username: id, sponsor_id: sponsor })

    it("accepts one root only when two processes race to create it", async () => {
      const results = await Promise.allSettled(
        both().map((s, i) => place(s, `root${i}`, null))
      )
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1)
    })

    it("keeps a valid tree under 50 parallel placements under one sponsor from two processes", async () => {
      expect(second.service).not.toBe(service)
      await place(service, "root", null)
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          place(both()[i % 2], `p${i}`, "root")
        )
      )
      expect(results.filter((r) => r.status === "rejected")).toEqual([])
      expect(await treeViolations(knex())).toEqual([])
      const root = await second.service.getNode("root")
      expect([root.size, root.direct_count]).toEqual([51, 50])
      // 50 members under one sponsor fill the first three levels (3 + 9 + 27) and
      // then the fourth, so no line is ever more than one member ahead of another
      const lines = (await service.getTree("root", 1)).children
      expect(lines.map((l) => l.size).sort()).toEqual([16, 17, 17])
    })

    it("applies a volume once when both processes replay the same key at once", async () => {
      await place(service, "root", null)
      await place(service, "a", "root")
      const results = await Promise.all(
        [...both(), ...both()].map((s) =>
          s.addVolume({ key: "act-1", member_id: "a", amount: "200" })
        )
      )
      expect(results.filter((r) => r.applied)).toHaveLength(1)
      expect((await service.getNode("root")).volume).toBe("200.00000000")
    })
  },
})
