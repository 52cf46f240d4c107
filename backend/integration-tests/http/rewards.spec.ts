import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import {
  adminHeaders,
  errorAnswer,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"

jest.setTimeout(180 * 1000)

type Pg = { raw(sql: string, bindings?: unknown[]): Promise<unknown> }
type Members = {
  updateMembers(data: { id: string; status: string }): Promise<unknown>
}
type Network = {
  setLevels(id: string, levels: { team_level?: number }): Promise<unknown>
  getNode(id: string): Promise<{
    card: string | null
    active: boolean
    star_level: number
    team_level: number
    volume: string
  }>
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    const ids: Record<string, string> = {}
    const as = (username: string, key?: string): Headers => ({
      headers: {
        ...store.headers,
        ...memberHeaders(ids[username]),
        ...(key ? { "idempotency-key": key } : {}),
      },
    })
    const balances = async (username: string) =>
      (await api.get("/store/ledger/balances", as(username))).data.balances
    const node = (username: string) =>
      getContainer().resolve<Network>("network").getNode(ids[username])
    const activate = (username: string, card: string, key?: string) =>
      api.post(
        "/store/cards/activate",
        { card, secondary_password: `${username}Second1` },
        as(username, key)
      )
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
      expect(data.ok).toBe(true)
    }
    const records = async (query = "") =>
      (await api.get(`/admin/bonus-records${query}`, admin)).data

    /** Registers members in order; each is sponsored by the named member. */
    const register = (pairs: [string, string | null][]) =>
      registerMembers(getContainer(), ids, pairs)

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      // every money setting (plan, loan review) needs the staff secondary password
      await giveStaffSecondaryPassword(container)
      store = await storeHeaders(container)
      await register([
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
      ])
    })

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
        await getContainer()
          .resolve<Members>("members")
          .updateMembers({ id: ids.alice, status: "frozen" })
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
        await getContainer()
          .resolve<Members>("members")
          .updateMembers({ id: ids.alice, status: "normal" })
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
        await container
          .resolve<Network>("network")
          .setLevels(ids.alice, { team_level: 2 })
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

    describe("loans", () => {
      it("activates a card on credit, repays it from bonuses first and keeps the borrower from withdrawing", async () => {
        const container = getContainer()
        const approve = { secondary_password: STAFF_SECONDARY }
        await fund(container, ids.alice, "100")
        await activate("alice", "standard")
        const meLoan = async () =>
          (await api.get("/store/members/me", as("bob"))).data.member.loan
        expect(await meLoan()).toBeNull()
        const applied = await api.post(
          "/store/loans",
          { secondary_password: "bobSecond1" },
          as("bob")
        )
        expect(applied.status).toBe(201)
        expect(applied.data.loan).toMatchObject({
          status: "pending",
          card: "gold",
        })
        // the members plugin's /me asks the rewards module for the open loan
        expect(await meLoan()).toMatchObject({
          id: applied.data.loan.id,
          status: "pending",
          owed: null,
        })
        const twice = await api
          .post("/store/loans", { secondary_password: "bobSecond1" }, as("bob"))
          .catch(errorAnswer)
        expect(twice).toMatchObject({
          status: 409,
          data: { code: "loan_already_open" },
        })

        const id = applied.data.loan.id
        const { data } = await api.post(
          `/admin/loans/${id}/approve`,
          approve,
          admin
        )
        expect(data.loan).toMatchObject({
          status: "passed",
          principal: "200.00000000",
          owed: "220.00000000",
          outstanding: "220.00000000",
        })
        expect(data.bonuses.map((b: { type: string }) => b.type)).toEqual([
          "referral",
          "layer",
        ])
        expect(await balances("bob")).toMatchObject({
          USDT: "0.00000000",
          POINTS: "200.00000000",
        })
        expect(await balances("alice")).toMatchObject({ USDT: "30.00000000" })
        // the debt is a posting: bob's loan receivable owes 200 × 1.10
        // (issue 13 item 12), the price to revenue, the interest apart
        const pg = container.resolve<Pg>(
          ContainerRegistrationKeys.PG_CONNECTION
        )
        const receivable = async () =>
          (
            (await pg.raw(
              `select balance::text from ledger_account
                where address = ? and asset = 'USDT'`,
              [`loan:${ids.bob}`]
            )) as { rows: { balance: string }[] }
          ).rows[0]?.balance
        expect(await receivable()).toBe("-220.00000000")
        expect(await node("bob")).toMatchObject({ card: "gold", active: true })
        expect(await meLoan()).toMatchObject({
          id,
          status: "passed",
          owed: "220.00000000",
          repaid: "0.00000000",
          outstanding: "220.00000000",
        })
        const again = await api
          .post(`/admin/loans/${id}/approve`, approve, admin)
          .catch(errorAnswer)
        expect(again).toMatchObject({
          status: 400,
          data: { code: "loan_not_pending" },
        })

        await fund(container, ids.bob, "100")
        const withdrawal = await api
          .post(
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: `0x${"ab".repeat(20)}`,
              secondary_password: "bobSecond1",
            },
            as("bob", "w-1")
          )
          .catch(errorAnswer)
        expect(withdrawal).toMatchObject({
          status: 400,
          data: { code: "borrower_cannot_withdraw" },
        })

        // carol, bob's direct, buys gold: bob earns a referral and, as a
        // borrower with one active direct, half a layer bonus; USDT repays first
        await register([["carol", "bob"]])
        await fund(container, ids.carol, "200")
        await activate("carol", "gold")
        const bob = await records(`?member=bob`)
        expect(
          bob.bonus_records.map(
            (b: { type: string; amount_usd: string; repaid: string }) => [
              b.type,
              b.amount_usd,
              b.repaid,
            ]
          )
        ).toEqual([
          ["referral", "20.00000000", "15.00000000"],
          ["layer", "10.00000000", "7.50000000"],
        ])
        expect(await balances("bob")).toMatchObject({
          USDT: "100.00000000",
          UUC: "375.00000000",
          UUC_POOL: "375.00000000",
        })
        const mine = await api.get("/store/loans", as("bob"))
        expect(mine.data.loans[0]).toMatchObject({
          status: "passed",
          repaid: "22.50000000",
          outstanding: "197.50000000",
        })
        expect(await meLoan()).toMatchObject({
          status: "passed",
          repaid: "22.50000000",
          outstanding: "197.50000000",
        })
        // each repayment credited the receivable: it owes what the loan does
        expect(await receivable()).toBe("-197.50000000")
        await verifyOk()
        // verify compares them: a loan row that disagrees is found
        await pg.raw(
          "update reward_loan set repaid = repaid + 1 where id = ?",
          [id]
        )
        const { data: report } = await api.get("/admin/ledger/verify", admin)
        expect(
          report.checks.find(
            (c: { name: string }) => c.name === "loans_match_receivables"
          )
        ).toMatchObject({ ok: false, count: 1 })
        await pg.raw(
          "update reward_loan set repaid = repaid - 1 where id = ?",
          [id]
        )
        await verifyOk()
      })

      it("rejects an application with a reason", async () => {
        const { data } = await api.post(
          "/store/loans",
          { card: "standard", secondary_password: "bobSecond1" },
          as("bob")
        )
        const none = await api
          .post(
            `/admin/loans/${data.loan.id}/reject`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(none).toMatchObject({
          status: 400,
          data: { code: "reason_required", field: "reason" },
        })
        const done = await api.post(
          `/admin/loans/${data.loan.id}/reject`,
          { reason: "no history", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(done.data.loan).toMatchObject({
          status: "rejected",
          reason: "no history",
        })
        const list = await api.get("/admin/loans?status=rejected", admin)
        expect(list.data.count).toBe(1)
        // a rejected application does not block a new one
        expect(
          (
            await api.post(
              "/store/loans",
              { secondary_password: "bobSecond1" },
              as("bob")
            )
          ).status
        ).toBe(201)
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

    describe("/admin/plan", () => {
      it("answers the plan in force and makes validated new versions", async () => {
        const first = await api.get("/admin/plan", admin)
        expect(first.data).toMatchObject({
          version: 1,
          plan: { bonuses: { referral: { rate: "0.10" } } },
        })
        const bad = await api
          .post(
            "/admin/plan",
            {
              bonuses: { layer: { rates: ["0.1"] } },
              secondary_password: STAFF_SECONDARY,
            },
            admin
          )
          .catch(errorAnswer)
        expect(bad).toMatchObject({
          status: 400,
          data: { code: "invalid_length", field: "bonuses.layer.rates" },
        })
        const rate = await api
          .post(
            "/admin/plan",
            { split: { usdt: "2" }, secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(rate).toMatchObject({
          status: 400,
          data: { code: "invalid_rate", field: "split.usdt" },
        })
        const made = await api.post(
          "/admin/plan",
          {
            bonuses: { referral: { rate: "0.12" } },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(made.status).toBe(201)
        expect(made.data).toMatchObject({
          version: 2,
          plan: {
            bonuses: { referral: { rate: "0.12" }, layer: { cards: ["gold"] } },
          },
        })
        expect((await api.get("/admin/plan", admin)).data.version).toBe(2)
        const list = await api.get("/admin/plan/versions", admin)
        expect(
          list.data.versions.map((v: { version: number }) => v.version)
        ).toEqual([2, 1])
        const v1 = await api.get("/admin/plan/versions/1", admin)
        expect(v1.data.plan.bonuses.referral.rate).toBe("0.10")
        const none = await api
          .get("/admin/plan/versions/9", admin)
          .catch(errorAnswer)
        expect(none).toMatchObject({
          status: 404,
          data: { code: "plan_version_not_found" },
        })

        // the ledger reads its withdrawal rules from this module
        const rules = await api.post(
          "/admin/plan",
          { withdrawal: { min: "75" }, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(rules.data.version).toBe(3)
        const { data } = await api.get("/store/withdrawals/rules", as("alice"))
        expect(data.rules.min).toBe("75")
      })

      it("refuses members", async () => {
        const e = await api
          .get("/admin/plan", { headers: memberHeaders(ids.alice) })
          .catch(errorAnswer)
        expect(e.status).toBe(401)
        const p = await api
          .post(
            "/admin/plan",
            { timezone: "UTC" },
            { headers: memberHeaders(ids.alice) }
          )
          .catch(errorAnswer)
        expect(p.status).toBe(401)
      })
    })
  },
})
