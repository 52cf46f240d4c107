import { networkSuite, type Raw } from "./setup"
import { treeViolations } from "./tree-check"

jest.setTimeout(120000)

networkSuite(({ service, MikroOrmWrapper }, { place, at }) => {
  const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Raw

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

    it("follows the weakest line by size, not by line, once the lines differ", async () => {
      for (const id of ["a", "b", "c"]) await place(id, "root")
      await place("a1", "a")
      await place("a2", "a")
      await place("c1", "c")
      // sizes: a 3, b 1, c 2 → b, then b and c tie at 2 → b (lower line)
      await place("x", "root")
      expect((await at("x")).parent_id).toBe("b")
      await place("y", "root")
      expect((await at("y")).parent_id).toBe("b")
      await place("z", "root") // b 3, c 2 → c
      expect((await at("z")).parent_id).toBe("c")
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
      // a sponsor deep in the tree places inside its own subtree only
      await place("y", "a1")
      expect((await at("y")).parent_id).toBe("a1")
      expect(await treeViolations(knex())).toEqual([])
    })

    it("keeps every size equal to the real subtree after many random placements", async () => {
      const ids = ["root"]
      let seed = 42
      const rand = () =>
        (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
      for (let i = 0; i < 200; i++) {
        // skewed towards early members, as real sponsors are
        const sponsor = ids[Math.floor(rand() ** 2 * ids.length)]
        const id = `m${i}`
        await place(id, sponsor)
        ids.push(id)
      }
      expect(await treeViolations(knex())).toEqual([])
      expect((await at("root")).size).toBe(201)
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
      expect((await at("root")).size).toBe(2)
    })
  })
})
