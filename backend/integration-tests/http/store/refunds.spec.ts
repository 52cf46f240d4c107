// A member's refund of their own card on /store/activations/:id/refund.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { fund } from "../../helpers/ledger"
import { lifecycleSuite } from "../../helpers/lifecycle-suite"
import { ledger } from "../../helpers/services"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, activate, verifyOk, pg, refunds } =
      lifecycleSuite(api, getContainer)

    describe("refunds", () => {
      const { STAFF_PW, take, refund, node } = refunds()

      it("member refund of their own card within the period; refused for others, after the period, or with points spent", async () => {
        await fund(getContainer(), ids.carol, "100")
        const act = (await activate("carol", "standard")).data.activation
        // what /star shows: until when, what comes back, whether it can go back now
        const offers = async () =>
          (await api.get("/store/activations", as("carol"))).data.activations
        const [offer] = await offers()
        expect(offer).toMatchObject({
          id: act.id,
          card: "standard",
          status: "completed",
          refund: { amount: "100.00000000", points: "100.00000000" },
          blocked: null,
        })
        expect(
          new Date(offer.refundable_until).getTime() -
            new Date(offer.created_at).getTime()
        ).toBe(14 * 86_400_000)
        // alice's bonus lines: the Bonus filter finds them (USDT, UUC, pool), the
        // activation filter only her own purchase
        const lines = async (kind: string) =>
          (await api.get(`/store/ledger/entries?kind=${kind}`, as("alice")))
            .data.entries as { asset: string; amount: string; kind: string }[]
        const bonusLines = await lines("bonus")
        expect(bonusLines.map((l) => l.asset).sort()).toEqual([
          "USDT",
          "UUC",
          "UUC_POOL",
        ])
        expect(bonusLines.every((l) => !l.amount.startsWith("-"))).toBe(true)
        expect(
          (await lines("activation"))
            .map((l) => `${l.asset} ${l.amount}`)
            .sort()
        ).toEqual(["POINTS 100.00000000", "USDT -100.00000000"])
        // each bonus record names its split and the UUC price used
        const { data: mine } = await api.get(
          `/store/bonus-records?activation_id=${act.id}`,
          as("alice")
        )
        expect(mine.bonus_records[0]).toMatchObject({
          split: {
            usdt: expect.any(String),
            pool_share_of_uuc: expect.any(String),
          },
          price: expect.stringMatching(/^\d+\.\d+$/),
        })
        const others = await api
          .post(
            `/store/activations/${act.id}/refund`,
            { secondary_password: "bobSecond1" },
            as("bob")
          )
          .catch(errorAnswer)
        expect(others).toMatchObject({
          status: 404,
          data: { code: "activation_not_found" },
        })
        await take(ids.carol, "POINTS", "1")
        const spent = await api
          .post(
            `/store/activations/${act.id}/refund`,
            { secondary_password: "carolSecond1" },
            as("carol")
          )
          .catch(errorAnswer)
        expect(spent).toMatchObject({
          status: 400,
          data: { code: "refund_points_spent" },
        })
        expect((await offers())[0].blocked).toBe("refund_points_spent")
        await ledger(getContainer()).postEntry({
          key: `test-points-${Date.now()}`,
          kind: "test_fund",
          description_key: "test.fund",
          postings: [
            {
              account: "platform:adjustments",
              asset: "POINTS",
              amount: "-1",
            },
            {
              account: `member:${ids.carol}:POINTS`,
              asset: "POINTS",
              amount: "1",
            },
          ],
        })
        const { status, data } = await api.post(
          `/store/activations/${act.id}/refund`,
          { reason: "changed my mind", secondary_password: "carolSecond1" },
          as("carol")
        )
        expect(status).toBe(200)
        expect(data.refund).toEqual({
          amount: "100.00000000",
          points: "100.00000000",
        })
        expect((await balances("carol")).USDT).toBe("100.00000000")
        expect(await node("carol")).toMatchObject({ card: null, active: false })
        expect((await offers())[0]).toMatchObject({
          status: "refunded",
          blocked: "refunded",
        })

        // alice's card is 15 days old: past the 14-day cooling-off period
        await pg().raw(
          `update reward_activation set created_at = now() - interval '15 days'
            where member_id = ?`,
          [ids.alice]
        )
        // carol's refund clawed back alice's referral bonus
        const { data: list } = await api.get(
          `/admin/bonus-records?member=${ids.alice}`,
          admin
        )
        expect(
          list.bonus_records.map((b: { status: string }) => b.status)
        ).toEqual(["clawed_back"])
        const { rows } = (await pg().raw(
          "select id from reward_activation where member_id = ?",
          [ids.alice]
        )) as { rows: { id: string }[] }
        const late = await refund(rows[0].id, {
          reason: "late",
          secondary_password: STAFF_PW,
        }).catch(errorAnswer)
        expect(late).toMatchObject({
          status: 400,
          data: { code: "refund_period_over" },
        })
        // staff see the same on the member's page
        const { data: staffView } = await api.get(
          `/admin/activations?member_id=${ids.alice}`,
          admin
        )
        expect(staffView.activations).toMatchObject([
          { id: rows[0].id, blocked: "refund_period_over" },
        ])
        await verifyOk()
      })
    })
  },
})
