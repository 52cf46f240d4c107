import { networkSuite } from "./setup"

jest.setTimeout(120000)

networkSuite(({ service }, { place, at }) => {
  beforeEach(async () => {
    await place("root", null)
    await place("a", "root")
    await place("b", "a")
  })

  it("removeVolume takes back what addVolume added, once per key, and lowers levels", async () => {
    await service.addVolume({ key: "act1", member_id: "b", amount: "2000" })
    expect((await at("a")).team_level).toBe(1)
    const undo = { key: "refund1", member_id: "b", amount: "2000" }
    expect(await service.removeVolume(undo)).toEqual({ applied: true })
    expect(await service.removeVolume(undo)).toEqual({ applied: false })
    const [a, b] = [await at("a"), await at("b")]
    expect([a.volume, a.team_level, b.own_volume]).toEqual([
      "0.00000000",
      0,
      "0.00000000",
    ])
    expect((await at("root")).volume).toBe("0.00000000")
  })

  it("revertCard takes a card back: gold to standard, or the only card (inactive, sponsor's count down)", async () => {
    await service.setActive({
      key: "c1",
      member_id: "b",
      card: "standard",
      star_max: 5,
    })
    await service.setActive({
      key: "c2",
      member_id: "b",
      card: "gold",
      star_max: 5,
    })
    expect((await at("a")).active_direct_count).toBe(1)
    await service.revertCard({
      key: "r2",
      member_id: "b",
      card: "standard",
      star_max: 5,
    })
    expect(await at("b")).toMatchObject({ card: "standard", active: true })
    expect((await at("a")).active_direct_count).toBe(1)
    const undo = { key: "r1", member_id: "b", card: null, star_max: 5 }
    expect(await service.revertCard(undo)).toEqual({ applied: true })
    expect(await service.revertCard(undo)).toEqual({ applied: false })
    expect(await at("b")).toMatchObject({ card: null, active: false })
    expect(await at("a")).toMatchObject({
      active_direct_count: 0,
      star_level: 0,
    })
  })
})
