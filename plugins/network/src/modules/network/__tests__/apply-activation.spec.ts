import { withRelaxedCommit } from "@uuc/errors"
import { networkSuite } from "./setup"

jest.setTimeout(120000)

networkSuite(({ service }, { place, at }) => {
  type Input = Parameters<typeof service.applyActivation>[0]
  const apply = (input: Omit<Input, "star_max"> & { star_max?: number }) =>
    service.applyActivation({ star_max: 5, ...input })
  const levels = async (id: string) => {
    const n = await at(id)
    return [n.volume, n.team_level, n.active_direct_count, n.star_level]
  }

  beforeEach(async () => {
    await place("root", null)
    await place("a", "root")
    await place("b", "a")
  })

  it("applies volume, card, active flag and the sponsor's star level once per key, answering the changed levels", async () => {
    const first = await apply({
      key: "act1",
      member_id: "b",
      amount: "2000",
      card: "gold",
    })
    expect(first.applied).toBe(true)
    // a: sponsor (star 0 → 1) and V0 → V1; root: V0 → V1
    expect(
      [...first.changed].sort((x, y) => x.member_id.localeCompare(y.member_id))
    ).toEqual([
      { member_id: "a", star_level: 1, team_level: 1 },
      { member_id: "root", star_level: 0, team_level: 1 },
    ])
    const b = await at("b")
    expect([b.own_volume, b.card, b.active]).toEqual([
      "2000.00000000",
      "gold",
      true,
    ])
    expect(await levels("a")).toEqual(["2000.00000000", 1, 1, 1])
    expect(await levels("root")).toEqual(["2000.00000000", 1, 0, 0])

    // the same key again changes nothing
    expect(
      await apply({
        key: "act1",
        member_id: "b",
        amount: "2000",
        card: "gold",
      })
    ).toEqual({ applied: false, changed: [] })
    expect(await levels("a")).toEqual(["2000.00000000", 1, 1, 1])

    // an upgrade: no new referral, no threshold crossed, nothing changed
    const upgrade = await apply({
      key: "act2",
      member_id: "b",
      amount: "100",
      card: "standard",
    })
    expect(upgrade).toEqual({ applied: true, changed: [] })
    expect((await at("b")).card).toBe("gold") // never downgraded
    expect(await levels("a")).toEqual(["2100.00000000", 1, 1, 1])
  })

  it("follows the plan's thresholds and star cap, and leaves pinned levels alone", async () => {
    await place("c", "a")
    await service.setLevels("root", { team_level: 4 })
    const out = await withRelaxedCommit(() =>
      apply({
        key: "k1",
        member_id: "c",
        amount: "10",
        card: "standard",
        thresholds: ["1", "5", "10", "20", "50"],
        star_max: 1,
      })
    )
    expect(out.changed).toEqual([
      { member_id: "a", star_level: 1, team_level: 3 },
    ])
    await apply({
      key: "k2",
      member_id: "b",
      amount: "10",
      card: "standard",
      thresholds: ["1", "5", "10", "20", "50"],
      star_max: 1,
    })
    expect(await levels("a")).toEqual(["20.00000000", 4, 2, 1]) // capped at 1
    expect(await levels("root")).toEqual(["20.00000000", 4, 0, 0]) // pinned at 4
  })

  it("refuses an unknown member and an unknown card, and keeps the key usable", async () => {
    await expect(
      apply({
        key: "x",
        member_id: "ghost",
        amount: "100",
        card: "gold",
      })
    ).rejects.toMatchObject({ code: "member_not_found" })
    await expect(
      apply({
        key: "x",
        member_id: "b",
        amount: "100",
        card: "platinum" as "gold",
      })
    ).rejects.toMatchObject({ code: "invalid_card" })
    expect(
      (
        await apply({
          key: "x",
          member_id: "b",
          amount: "100",
          card: "gold",
        })
      ).applied
    ).toBe(true)
  })

  it("applies a batch of activations as if one by one, in one statement", async () => {
    // two trees of the same shape: x* gets the batch, y* the same one by one.
    // c is the sponsor of d and e and an ancestor of both; d is e's ancestor too.
    for (const t of ["x", "y"]) {
      await place(`${t}r`, "root")
      await place(`${t}c`, `${t}r`)
      await place(`${t}d`, `${t}c`)
      await place(`${t}e`, `${t}c`)
      await place(`${t}f`, `${t}e`)
    }
    const acts = (t: string) => [
      {
        key: `${t}1`,
        member_id: `${t}c`,
        amount: "200",
        card: "gold" as const,
      },
      {
        key: `${t}2`,
        member_id: `${t}d`,
        amount: "1900",
        card: "standard" as const,
      },
      {
        key: `${t}3`,
        member_id: `${t}e`,
        amount: "100",
        card: "standard" as const,
      },
      {
        key: `${t}4`,
        member_id: `${t}f`,
        amount: "200",
        card: "gold" as const,
      },
    ]
    const one: {
      member_id: string
      star_level: number
      team_level: number
    }[] = []
    for (const a of acts("y")) {
      const r = await apply(a)
      // the Map below keeps a member's last change: its level after all
      one.push(...r.changed)
    }
    const batch = await service.applyActivations({
      activations: acts("x"),
      star_max: 5,
    })
    expect(batch.applied).toBe(4)
    const final = (rows: typeof one, t: string) =>
      [
        ...new Map(
          rows
            .filter((r) => r.member_id.startsWith(t))
            .map((r) => [r.member_id.slice(1), [r.star_level, r.team_level]])
        ),
      ].sort()
    expect(final(batch.changed, "x")).toEqual(final(one, "y"))
    for (const id of ["r", "c", "d", "e", "f"]) {
      const [x, y] = [await at(`x${id}`), await at(`y${id}`)]
      const pick = (n: typeof x) => [
        n.own_volume,
        n.volume,
        n.card,
        n.active,
        n.active_direct_count,
        n.star_level,
        n.team_level,
      ]
      expect(pick(x)).toEqual(pick(y))
    }
    // root holds both trees' volume: twice what one tree added
    expect((await at("root")).volume).toBe("4800.00000000")
    // several members' nodes and paths in one read, as getNode and getPath
    const paths = await service.getPaths(["xf", "xd", "nobody"])
    expect(Object.keys(paths).sort()).toEqual(["xd", "xf"])
    for (const id of ["xf", "xd"]) {
      expect(paths[id].path).toEqual(await service.getPath(id))
      const n = await at(id)
      expect(paths[id].node).toMatchObject({
        member_id: id,
        volume: n.volume,
        card: n.card,
        active: n.active,
        star_level: n.star_level,
        team_level: n.team_level,
      })
    }
    // claimed keys are skipped; an unknown member is refused
    expect(
      await service.applyActivations({ activations: acts("x"), star_max: 5 })
    ).toEqual({ applied: 0, changed: [] })
    await expect(
      service.applyActivations({
        activations: [
          { key: "z1", member_id: "nobody", amount: "1", card: "gold" },
        ],
        star_max: 5,
      })
    ).rejects.toThrow()
    // one unknown member in a batch: nothing of the batch is applied or claimed
    const rootBefore = (await at("root")).volume
    await expect(
      service.applyActivations({
        activations: [
          { key: "z2", member_id: "xr", amount: "50", card: "gold" },
          { key: "z3", member_id: "nobody", amount: "1", card: "gold" },
        ],
        star_max: 5,
      })
    ).rejects.toMatchObject({ code: "member_not_found" })
    expect((await at("root")).volume).toBe(rootBefore)
    expect(
      await service.applyActivations({
        activations: [
          { key: "z2", member_id: "xr", amount: "50", card: "gold" },
        ],
        star_max: 5,
      })
    ).toMatchObject({ applied: 1 })
  })

  it("reads a path as the nodes nearest first with exact money", async () => {
    await apply({
      key: "p1",
      member_id: "b",
      amount: "0.12345678",
      card: "standard",
    })
    const path = await service.getPath("b")
    expect(path.map((n) => [n.member_id, n.volume])).toEqual([
      ["a", "0.12345678"],
      ["root", "0.12345678"],
    ])
    expect(path[0]).toEqual({
      member_id: "a",
      username: "a",
      sponsor_id: "root",
      card: null,
      active: false,
      volume: "0.12345678",
      star_level: 1, // b, its referral, is active now
      team_level: 0,
      star_level_pinned: false,
      team_level_pinned: false,
      active_direct_count: 1,
    })
  })
})
