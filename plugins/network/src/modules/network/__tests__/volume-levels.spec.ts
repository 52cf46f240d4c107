import { networkSuite } from "./setup"

jest.setTimeout(120000)

networkSuite(({ service }, { place, at }) => {
  const volume = (key: string, member_id: string, amount: string) =>
    service.addVolume({ key, member_id, amount })

  beforeEach(async () => {
    await place("root", null)
  })

  describe("addVolume", () => {
    it("adds volume along the path once per key and sets team levels from it", async () => {
      await place("a", "root")
      await place("b", "a")
      expect(await volume("act1", "b", "1500")).toEqual({ applied: true })
      expect(await volume("act1", "b", "1500")).toEqual({ applied: false })
      await volume("act2", "b", "600.5")
      const b = await at("b")
      expect([b.own_volume, b.volume, b.team_level]).toEqual([
        "2100.50000000",
        "0.00000000",
        0,
      ])
      const a = await at("a")
      expect([a.volume, a.own_volume, a.team_level]).toEqual([
        "2100.50000000",
        "0.00000000",
        1,
      ])
      expect((await at("root")).team_level).toBe(1)
      await volume("act3", "a", "8000")
      expect((await at("root")).volume).toBe("10100.50000000")
      expect((await at("root")).team_level).toBe(2)
      expect((await at("a")).team_level).toBe(1)
    })

    it("reaches V5 at the default thresholds and follows thresholds passed in", async () => {
      await place("a", "root")
      await volume("k1", "a", "999999.99999999")
      expect((await at("root")).team_level).toBe(4)
      await volume("k2", "a", "0.00000001")
      expect((await at("root")).team_level).toBe(5)
      await place("b", "a")
      await service.addVolume({
        key: "k3",
        member_id: "b",
        amount: "10",
        thresholds: ["1", "5", "10", "20", "50"],
      })
      expect((await at("a")).team_level).toBe(3)
    })

    it("refuses a non-positive amount, and an unknown member without using up the key", async () => {
      await expect(volume("k1", "root", "0")).rejects.toMatchObject({
        code: "invalid_amount",
      })
      await expect(volume("k1", "root", "ten")).rejects.toMatchObject({
        code: "invalid_amount",
        field: "amount",
      })
      await expect(volume("k2", "ghost", "10")).rejects.toMatchObject({
        code: "member_not_found",
        message: "Member not found",
      })
      await place("ghost", "root")
      expect(await volume("k2", "ghost", "10")).toEqual({ applied: true })
    })

    it("keeps a pinned team level while the automatic one moves", async () => {
      await place("a", "root")
      await service.setLevels("root", { team_level: 3 })
      await volume("k1", "a", "2000")
      expect((await at("root")).team_level).toBe(3)
      await service.setLevels("root", { team_level: null })
      expect((await at("root")).team_level).toBe(1)
    })
  })

  describe("setActive and star levels", () => {
    it("counts a referral's first activation for the sponsor's star level, and pins override it", async () => {
      for (const id of ["a", "b"]) await place(id, "root")
      await service.setActive({
        key: "k1",
        member_id: "a",
        card: "standard",
        star_max: 5,
      })
      await service.setActive({
        key: "k2",
        member_id: "a",
        card: "gold",
        star_max: 5,
      }) // upgrade
      expect(
        await service.setActive({
          key: "k2",
          member_id: "a",
          card: "gold",
          star_max: 5,
        })
      ).toEqual({ applied: false })
      await service.setActive({
        key: "k3",
        member_id: "b",
        card: "gold",
        star_max: 5,
      })
      const root = await at("root")
      expect([root.active_direct_count, root.star_level]).toEqual([2, 2])
      expect([(await at("a")).card, (await at("a")).active]).toEqual([
        "gold",
        true,
      ])
      await service.setActive({
        key: "k4",
        member_id: "a",
        card: "standard",
        star_max: 5,
      })
      expect((await at("a")).card).toBe("gold") // never downgraded

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

    it("caps the automatic star level at the star_max it is given (the plan's), on activation, refund and a new cap", async () => {
      for (let i = 0; i < 5; i++) {
        await place(`c${i}`, "root")
        await service.setActive({
          key: `act-c${i}`,
          member_id: `c${i}`,
          card: "standard",
          star_max: 3,
        })
      }
      let root = await at("root")
      expect([root.active_direct_count, root.star_level]).toEqual([5, 3])
      // a refund takes one referral back: 4 active, still capped at 3
      await service.revertCard({
        key: "refund-c0",
        member_id: "c0",
        card: null,
        star_max: 3,
      })
      root = await at("root")
      expect([root.active_direct_count, root.star_level]).toEqual([4, 3])
      // a pin, then a new plan version raises the cap, then the pin goes
      await service.setLevels("root", { star_level: 1 })
      expect(
        await service.capStarLevels({ key: "plan:2:star_max", star_max: 5 })
      ).toEqual({ applied: true, updated: 1 })
      expect(
        await service.capStarLevels({ key: "plan:2:star_max", star_max: 5 })
      ).toEqual({ applied: false, updated: 0 })
      expect((await at("root")).star_level).toBe(1)
      await service.setLevels("root", { star_level: null })
      expect((await at("root")).star_level).toBe(4)
      await service.capStarLevels({ key: "plan:3:star_max", star_max: 2 })
      expect((await at("root")).star_level).toBe(2)
      await expect(
        service.setActive({
          key: "k-cap",
          member_id: "c1",
          card: "gold",
          star_max: 6,
        })
      ).rejects.toMatchObject({ code: "invalid_level", field: "star_max" })
    })

    it("caps the automatic star level at 5 and refuses levels outside 0..5", async () => {
      for (let i = 0; i < 7; i++) {
        await place(`d${i}`, "root")
        await service.setActive({
          key: `act-d${i}`,
          member_id: `d${i}`,
          card: "standard",
          star_max: 5,
        })
      }
      const root = await at("root")
      expect([root.active_direct_count, root.star_level]).toEqual([7, 5])
      await expect(
        service.setLevels("root", { star_level: 6 })
      ).rejects.toMatchObject({ code: "invalid_level" })
      await expect(
        service.setLevels("ghost", { star_level: 1 })
      ).rejects.toMatchObject({ code: "member_not_found" })
      await expect(
        service.setActive({
          key: "k-bad",
          member_id: "d0",
          card: "platinum" as "gold",
          star_max: 5,
        })
      ).rejects.toMatchObject({ code: "invalid_card" })
    })
  })
})
