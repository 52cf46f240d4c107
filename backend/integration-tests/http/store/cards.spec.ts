// Cards on /store/cards: activation (bonuses, upgrades, idempotency,
// serialization, frozen sponsors, crash recovery) and the card list.
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { rewardsSuite, STAFF_SECONDARY } from "../../helpers/rewards-suite"
import { members, network } from "../../helpers/services"
import type { Pg } from "../../helpers/suite"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const {
      admin,
      store,
      ids,
      as,
      balances,
      node,
      activate,
      verifyOk,
      records,
      register,
    } = rewardsSuite(api, getContainer)

    describe("POST /store/cards/activate", () => {
      it("pays the worked example of rules.md §4 end to end", async () => {
        await fund(getContainer(), ids.alice, "100")
        await fund(getContainer(), ids.bob, "250")
        const first = await activate("alice", "standard")
        expect(first.status).toBe(201)
        // root sponsors alice but holds no card: nobody earns from alice's card
        expect(first.data.bonuses).toEqual([])

        const { status, data } = await activate("bob", "gold")
        expect(status).toBe(201)
        expect(data.activation).toMatchObject({
          card: "gold",
          kind: "activation",
          amount: "200.00000000",
          plan_version: 1,
          status: "completed",
        })
        expect(
          data.bonuses.map((b: { type: string; amount_usd: string }) => [
            b.type,
            b.amount_usd,
          ])
        ).toEqual([
          ["referral", "20.00000000"],
          ["layer", "20.00000000"],
        ])

        expect(await balances("alice")).toMatchObject({
          USDT: "30.00000000",
          UUC: "500.00000000",
          UUC_POOL: "500.00000000",
          POINTS: "100.00000000",
        })
        expect(await balances("bob")).toMatchObject({
          USDT: "50.00000000",
          POINTS: "200.00000000",
          UUC: "0.00000000",
        })
        expect(await node("alice")).toMatchObject({
          star_level: 1,
          team_level: 0,
          volume: "200.00000000",
        })
        expect(await node("bob")).toMatchObject({ card: "gold", active: true })

        const { bonus_records, count, totals } = await records(`?member=alice`)
        expect(count).toBe(2)
        expect(totals).toMatchObject({
          amount_usd: "40.00000000",
          usdt: "30.00000000",
          uuc: "500.00000000",
          uuc_pool: "500.00000000",
        })
        expect(bonus_records[0]).toMatchObject({
          member_id: ids.alice,
          source_member_id: ids.bob,
          status: "settled",
          plan_version: 1,
        })
        const layer = bonus_records.find(
          (b: { type: string }) => b.type === "layer"
        )
        expect(layer).toMatchObject({
          description_key: "rewards.bonus.layer",
          params: expect.objectContaining({
            layer: 1,
            rate_percent: "10",
            buyer: "bob",
            card: "gold",
          }),
        })
        await verifyOk()
      })

      it("upgrades standard to gold for the difference, then refuses another", async () => {
        await fund(getContainer(), ids.alice, "300")
        await activate("alice", "standard")
        const again = await activate("alice", "standard").catch(errorAnswer)
        expect(again).toMatchObject({
          status: 400,
          data: { code: "card_already_active" },
        })
        const up = await activate("alice", "gold")
        expect(up.data.activation).toMatchObject({
          kind: "upgrade",
          amount: "100.00000000",
          card: "gold",
        })
        expect(await balances("alice")).toMatchObject({
          USDT: "100.00000000",
          POINTS: "200.00000000",
        })
        const gold = await activate("alice", "gold").catch(errorAnswer)
        expect(gold).toMatchObject({
          status: 400,
          data: { code: "card_already_gold", field: "card" },
        })
        await verifyOk()
      })

      it("changes nothing when the balance is insufficient", async () => {
        await fund(getContainer(), ids.alice, "100")
        await activate("alice", "standard")
        await fund(getContainer(), ids.bob, "150")
        const refused = await activate("bob", "gold").catch(errorAnswer)
        expect(refused).toMatchObject({
          status: 400,
          data: {
            code: "insufficient_balance",
            message: "Your balance is insufficient",
          },
        })
        expect(await balances("bob")).toMatchObject({
          USDT: "150.00000000",
          POINTS: "0.00000000",
        })
        expect(await balances("alice")).toMatchObject({ USDT: "0.00000000" })
        expect(await node("bob")).toMatchObject({ card: null, active: false })
        expect(await node("alice")).toMatchObject({
          star_level: 0,
          volume: "0.00000000",
        })
        expect((await records()).count).toBe(0)
        await verifyOk()
      })

      it("gives one activation for the same Idempotency-Key, 409 for another body", async () => {
        await fund(getContainer(), ids.alice, "500")
        const [a, b] = await Promise.all([
          activate("alice", "standard", "buy-1"),
          activate("alice", "standard", "buy-1"),
        ])
        expect(a.data.activation.id).toBe(b.data.activation.id)
        const replayed = [a, b].filter(
          (r) => r.headers["idempotent-replayed"] === "true"
        )
        expect(replayed).toHaveLength(1)
        const third = await activate("alice", "standard", "buy-1")
        expect(third.headers["idempotent-replayed"]).toBe("true")
        expect(await balances("alice")).toMatchObject({ USDT: "400.00000000" })
        const other = await activate("alice", "gold", "buy-1").catch(
          errorAnswer
        )
        expect(other).toMatchObject({
          status: 409,
          data: { code: "idempotency_conflict" },
        })
      })

      it("serializes parallel activations: the team level reached in between pays once", async () => {
        // V1 at 300 USD: alice's team reaches it with the second gold card below her
        await api.post(
          "/admin/plan",
          {
            levels: { team_volume: { V1: "300" } },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        await register([
          ["carol", "alice"],
          ["dave", "alice"],
        ])
        await fund(getContainer(), ids.alice, "100")
        await activate("alice", "standard")
        for (const u of ["bob", "carol", "dave"])
          await fund(getContainer(), ids[u], "200")
        const logger = getContainer().resolve<{ error: (m: string) => void }>(
          "logger"
        )
        const errors = jest.spyOn(logger, "error")
        await Promise.all(
          ["bob", "carol", "dave"].map((u) => activate(u, "gold"))
        )

        // the levels the bonuses used are the ones the network stored
        expect(errors).not.toHaveBeenCalled()
        errors.mockRestore()
        const team = await records(`?member=alice&type=team`)
        // 400 ≥ 300 from the second card on: 3% of 200 twice, whatever the order
        expect(team.count).toBe(2)
        expect(team.totals.amount_usd).toBe("12.00000000")
        const all = await records(`?member=alice`)
        expect(
          all.bonus_records.every(
            (b: { plan_version: number }) => b.plan_version === 2
          )
        ).toBe(true)
        expect(await node("alice")).toMatchObject({
          star_level: 3,
          team_level: 1,
          volume: "600.00000000",
        })
        await verifyOk()
      })

      it("records a frozen sponsor's bonuses as pending elimination: eliminated after 30 days, settled once unfrozen", async () => {
        await fund(getContainer(), ids.alice, "100")
        await activate("alice", "standard")
        await members(getContainer()).updateMembers({
          id: ids.alice,
          status: "frozen",
        })
        await fund(getContainer(), ids.bob, "200")
        const { data } = await activate("bob", "gold")
        expect(data.bonuses.map((b: { status: string }) => b.status)).toEqual([
          "pending_elimination",
          "pending_elimination",
        ])
        expect(await balances("alice")).toMatchObject({
          USDT: "0.00000000",
          UUC: "0.00000000",
        })
        expect(await balances("bob")).toMatchObject({ USDT: "0.00000000" })
        const mine = await api.get("/store/bonus-records", as("alice"))
        expect(mine.data).toMatchObject({
          count: 2,
          totals: { amount_usd: "40.00000000" },
        })
        expect(mine.data.bonus_records[0].source_member_id).toBeUndefined()
        expect(
          (await api.get("/store/bonus-records", as("bob"))).data.count
        ).toBe(0)

        // 30 days on, still frozen: the layer bonus is eliminated
        const layer = mine.data.bonus_records.find(
          (b: { type: string }) => b.type === "layer"
        )
        await getContainer()
          .resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
          .raw(
            "update reward_bonus set created_at = now() - interval '31 days' where id = ?",
            [layer.id]
          )
        const { settleFrozenBonusesJob: settle } =
          await import("@uuc/rewards/testing")
        await settle(getContainer())
        // unfrozen: the referral bonus is paid as recorded, once
        await members(getContainer()).updateMembers({
          id: ids.alice,
          status: "normal",
        })
        await settle(getContainer())
        await settle(getContainer())
        const after = await records("?member=alice")
        expect(
          after.bonus_records
            .map((b: { type: string; status: string }) => [b.type, b.status])
            .sort()
        ).toEqual([
          ["layer", "eliminated"],
          ["referral", "settled"],
        ])
        expect(await balances("alice")).toMatchObject({
          USDT: "15.00000000",
          UUC: "250.00000000",
          UUC_POOL: "250.00000000",
        })
        await verifyOk()
      })

      it("reconciles an activation whose ledger entry was posted before a crash", async () => {
        const container = getContainer()
        await fund(container, ids.alice, "100")
        await activate("alice", "standard")
        await fund(container, ids.bob, "200")
        const { ports } = await import("@uuc/rewards/testing")
        const { prepareActivation } = await import("@uuc/rewards/testing")
        const { entryKey } = await import("@uuc/rewards/testing")
        const { storedView } = await import("@uuc/rewards/testing")
        const p = ports(container)
        // steps 2-4 of an activation, then the process "dies"
        const { activation, postings } = await prepareActivation(
          await storedView(p),
          {
            member_id: ids.bob,
            card: "gold",
            idempotency: null,
          }
        )
        await p.rewards.createActivation(activation)
        await p.ledger.postEntry({
          key: entryKey(activation.id),
          kind: "activation",
          description_key: "rewards.activation",
          postings,
        })
        // and one that died before its ledger entry
        const lost = await prepareActivation(await storedView(p), {
          member_id: ids.bob,
          card: "gold",
          idempotency: null,
        })
        await p.rewards.createActivation(lost.activation)
        expect(await node("bob")).toMatchObject({ active: false })
        expect(await balances("alice")).toMatchObject({ USDT: "30.00000000" })

        // staff pin a level meanwhile: the bonuses were computed with another one
        await network(container).setLevels(ids.alice, { team_level: 2 })
        const logger = container.resolve<{ error: (m: string) => void }>(
          "logger"
        )
        const errors = jest.spyOn(logger, "error").mockImplementation(() => {})
        const { reconcileActivationsJob: reconcile } =
          await import("@uuc/rewards/testing")
        await reconcile(container)
        await reconcile(container) // a second run changes nothing
        expect(errors).toHaveBeenCalledWith(
          expect.stringContaining("levels the network does not have")
        )
        errors.mockRestore()
        expect(await node("bob")).toMatchObject({ card: "gold", active: true })
        expect(await node("alice")).toMatchObject({
          star_level: 1,
          volume: "200.00000000",
        })
        expect((await records()).count).toBe(2)
        expect(
          await p.rewards.findActivation({ id: lost.activation.id })
        ).toBeNull()
        expect(
          await p.rewards.findActivation({ id: activation.id })
        ).toMatchObject({ status: "completed" })
        await verifyOk()
      })

      it("needs a member token", async () => {
        const e = await api
          .post("/store/cards/activate", { card: "gold" }, store)
          .catch(errorAnswer)
        expect(e.status).toBe(401)
        const bad = await api
          .post("/store/cards/activate", { card: "platinum" }, as("alice"))
          .catch(errorAnswer)
        expect(bad).toMatchObject({
          status: 400,
          data: { code: "invalid_card", field: "card" },
        })
      })
    })

    describe("GET /store/cards", () => {
      it("lists the cards with what this member would pay", async () => {
        await fund(getContainer(), ids.alice, "100")
        await activate("alice", "standard")
        const { data } = await api.get("/store/cards", as("alice"))
        expect(data).toMatchObject({
          plan_version: 1,
          card: "standard",
          cards: [
            { card: "standard", price: "100.00000000", pay: null },
            { card: "gold", price: "200.00000000", pay: "100.00000000" },
          ],
        })
      })
    })
  },
})
