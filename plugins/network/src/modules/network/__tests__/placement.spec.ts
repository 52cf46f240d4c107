import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { NETWORK_MODULE } from ".."
import NetworkModuleService from "../service"
import { treeViolations } from "./tree-check"

jest.setTimeout(120000)

type Knex = {
  raw: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

moduleIntegrationTestRunner<NetworkModuleService>({
  moduleName: NETWORK_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex
    const place = (id: string, sponsor: string | null) =>
      service.placeMember({ member_id: id, username: id, sponsor_id: sponsor })
    const at = async (id: string) => service.getNode(id)

    beforeEach(async () => {
      await place("root", null)
    })

    describe("placeMember", () => {
      it("fills the sponsor's three lines in order, then the weakest line, ties to the lower line", async () => {
        for (const id of ["a", "b", "c"]) await place(id, "root")
        expect([
          (await at("a")).line,
          (await at("b")).line,
          (await at("c")).line,
        ]).toEqual([1, 2, 3])

        await place("d", "root") // all lines size 1: tie → line 1 (a)
        expect((await at("d")).parent_id).toBe("a")
        await place("e", "root") // a has 2, b 1, c 1 → b
        expect((await at("e")).parent_id).toBe("b")
        await place("f", "root") // → c
        expect((await at("f")).parent_id).toBe("c")
        await place("g", "root") // all 2 → a again, under a's next free line
        const g = await at("g")
        expect(g.parent_id).toBe("a")
        expect(g.line).toBe(2)
        expect((await at("root")).size).toBe(8)
        expect((await at("root")).direct_count).toBe(7)
        expect((await at("a")).size).toBe(3)
      })

      it("goes down recursively when the weakest child is full too", async () => {
        for (const id of ["a", "b", "c"]) await place(id, "root")
        for (const id of ["a1", "a2", "a3"]) await place(id, "a")
        for (const id of ["b1", "b2", "b3"]) await place(id, "b")
        for (const id of ["c1", "c2", "c3"]) await place(id, "c")
        // every line has 4 members, so the 4th recommendation goes under a (line 1),
        // whose children are full, and then under a's weakest: a1
        await place("x", "root")
        const x = await at("x")
        expect(x.parent_id).toBe("a1")
        expect(x.depth).toBe(3)
        expect(x.sponsor_id).toBe("root")
        expect((await service.getPath("x")).map((n) => n.member_id)).toEqual([
          "a1",
          "a",
          "root",
        ])
        expect(await treeViolations(knex())).toEqual([])
      })

      it("keeps every size equal to the real subtree after many random placements", async () => {
        const ids = ["root"]
        let seed = 42
        const rand = () =>
          (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
        for (let i = 0; i < 150; i++) {
          const sponsor = ids[Math.floor(rand() ** 2 * ids.length)]
          const id = `m${i}`
          await place(id, sponsor)
          ids.push(id)
        }
        expect(await treeViolations(knex())).toEqual([])
        expect((await at("root")).size).toBe(151)
      })

      it("stays valid under 50 truly parallel placements under one sponsor", async () => {
        const ids = Array.from({ length: 50 }, (_, i) => `p${i}`)
        const results = await Promise.allSettled(
          ids.map((id) => place(id, "root"))
        )
        expect(results.filter((r) => r.status === "rejected")).toEqual([])
        expect(await treeViolations(knex())).toEqual([])
        expect((await at("root")).size).toBe(51)
        expect((await at("root")).direct_count).toBe(50)
      })

      it("refuses a second root, an unknown sponsor and a taken username (any case)", async () => {
        await expect(place("other", null)).rejects.toMatchObject({
          code: "sponsor_required",
        })
        await expect(place("n1", "ghost")).rejects.toMatchObject({
          code: "sponsor_not_found",
        })
        await place("alice", "root")
        await expect(
          service.placeMember({
            member_id: "x2",
            username: "ALICE",
            sponsor_id: "root",
          })
        ).rejects.toMatchObject({ code: "username_taken" })
      })
    })

    describe("volumes, activation and levels", () => {
      it("adds volume along the path once per key and sets team levels from it", async () => {
        await place("a", "root")
        await place("b", "a")
        expect(
          await service.addVolume({
            key: "act1",
            member_id: "b",
            amount: "1500",
          })
        ).toEqual({
          applied: true,
        })
        expect(
          await service.addVolume({
            key: "act1",
            member_id: "b",
            amount: "1500",
          })
        ).toEqual({
          applied: false,
        })
        await service.addVolume({
          key: "act2",
          member_id: "b",
          amount: "600.5",
        })
        const b = await at("b")
        expect(b.own_volume).toBe("2100.50000000")
        expect(b.volume).toBe("0.00000000")
        const a = await at("a")
        expect(a.volume).toBe("2100.50000000")
        expect(a.team_level).toBe(1)
        expect((await at("root")).team_level).toBe(1)
        await service.addVolume({ key: "act3", member_id: "a", amount: "8000" })
        expect((await at("root")).team_level).toBe(2)
        expect((await at("a")).team_level).toBe(1)
      })

      it("counts a referral's first activation for the sponsor's star level, and pins override it", async () => {
        for (const id of ["a", "b"]) await place(id, "root")
        await service.setActive({ key: "k1", member_id: "a", card: "standard" })
        await service.setActive({ key: "k2", member_id: "a", card: "gold" }) // upgrade
        await service.setActive({ key: "k2", member_id: "a", card: "gold" }) // replay
        await service.setActive({ key: "k3", member_id: "b", card: "gold" })
        const root = await at("root")
        expect(root.active_direct_count).toBe(2)
        expect(root.star_level).toBe(2)
        expect((await at("a")).card).toBe("gold")

        await service.setLevels("root", { star_level: 5, team_level: 3 })
        let pinned = await at("root")
        expect([
          pinned.star_level,
          pinned.team_level,
          pinned.star_level_pinned,
        ]).toEqual([5, 3, true])
        await service.setLevels("root", { star_level: null })
        pinned = await at("root")
        expect([
          pinned.star_level,
          pinned.team_level,
          pinned.star_level_pinned,
        ]).toEqual([2, 3, false])
      })
    })

    describe("reading the tree", () => {
      it("answers a subtree level by level in the API's shape", async () => {
        for (const id of ["a", "b", "c", "d"]) await place(id, "root")
        const one = await service.getTree("root", 1)
        expect(one).toMatchObject({
          username: "root",
          line: null,
          size: 5,
          volume: "0.00000000",
        })
        expect(one.children.map((c) => [c.username, c.line, c.size])).toEqual([
          ["a", 1, 2],
          ["b", 2, 1],
          ["c", 3, 1],
        ])
        expect(one.children[0].children).toEqual([])
        const two = await service.getTree("root", 2)
        expect(two.children[0].children.map((c) => c.username)).toEqual(["d"])
        expect(
          (await service.searchByUsername("A")).map((n) => n.username)
        ).toEqual(["a"])
        const { directs, count } = await service.listDirects("root", {
          limit: 2,
          offset: 0,
        })
        expect(count).toBe(4)
        expect(directs.map((d) => d.username)).toEqual(["a", "b"])
      })
    })
  },
})
