import { networkSuite } from "./setup"

jest.setTimeout(120000)

networkSuite(({ service }, { place }) => {
  beforeEach(async () => {
    await place("root", null)
    for (const id of ["a", "b", "c", "d"]) await place(id, "root")
    await place("a_1", "a")
  })

  it("answers a subtree level by level in the API's shape, from an id or a username", async () => {
    const one = await service.getTree("root", 1)
    expect(one).toEqual({
      username: "root",
      line: null,
      card: null,
      star_level: 0,
      team_level: 0,
      size: 6,
      volume: "0.00000000",
      own_volume: "0.00000000",
      children: expect.any(Array),
    })
    expect(one.children.map((c) => [c.username, c.line, c.size])).toEqual([
      ["a", 1, 3],
      ["b", 2, 1],
      ["c", 3, 1],
    ])
    expect(one.children[0].children).toEqual([])
    const two = await service.getTree({ username: "A" }, 1)
    expect(two.children.map((c) => c.username)).toEqual(["d", "a_1"])
    await expect(
      service.getTree({ username: "ghost" }, 1)
    ).rejects.toMatchObject({ code: "member_not_found" })
  })

  it("answers a member's team: lines with sizes, a page of direct referrals", async () => {
    await service.addVolume({ key: "v1", member_id: "d", amount: "100" })
    const team = await service.getTeam("root", { depth: 2, limit: 2 })
    expect(team.member).toMatchObject({ username: "root", size: 6 })
    expect(team.directs_count).toBe(4)
    expect(team.directs.map((d) => d.username)).toEqual(["a", "b"])
    expect(team.directs[0]).toMatchObject({ card: null, star_level: 0 })
    expect(team.lines.map((l) => [l.username, l.size, l.volume])).toEqual([
      ["a", 3, "100.00000000"],
      ["b", 1, "0.00000000"],
      ["c", 1, "0.00000000"],
    ])
    // A line's root buying a card: its own volume, which /team adds to the
    // team volume below it (the line showed $0 right after an activation).
    await service.addVolume({ key: "v2", member_id: "b", amount: "50" })
    const after = await service.getTeam("root", { depth: 1, limit: 2 })
    expect(
      after.lines.map((l) => [l.username, l.volume, l.own_volume])
    ).toEqual([
      ["a", "100.00000000", "0.00000000"],
      ["b", "0.00000000", "50.00000000"],
      ["c", "0.00000000", "0.00000000"],
    ])
    expect(team.lines[0].children.map((c) => c.username)).toEqual(["d", "a_1"])
    const next = await service.listDirects("root", { limit: 2, offset: 2 })
    expect(next.directs.map((d) => d.username)).toEqual(["c", "d"])
    await expect(service.getTeam("ghost")).rejects.toMatchObject({
      code: "member_not_found",
    })
  })

  it("answers the placement path nearest first, with levels, card and active", async () => {
    await service.setActive({
      key: "s1",
      member_id: "a",
      card: "gold",
      star_max: 5,
    })
    const path = await service.getPath("a_1")
    expect(
      path.map((n) => [n.member_id, n.card, n.active, n.star_level])
    ).toEqual([
      ["a", "gold", true, 0],
      ["root", null, false, 1],
    ])
    expect(await service.getPath("root")).toEqual([])
  })

  it("searches usernames by prefix, any case, with LIKE's wildcards taken literally", async () => {
    expect(
      (await service.searchByUsername("A")).map((n) => n.username)
    ).toEqual(["a", "a_1"])
    expect(
      (await service.searchByUsername("a_")).map((n) => n.username)
    ).toEqual(["a_1"])
    expect(await service.searchByUsername("%")).toEqual([])
    expect(await service.isInSubtree("a_1", "a")).toBe(true)
    expect(await service.isInSubtree("b", "a")).toBe(false)
  })
})
