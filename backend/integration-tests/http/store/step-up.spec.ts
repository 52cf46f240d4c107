// Member step-up: every member money or security action needs the secondary
// password and an Idempotency-Key; recharge reports record the member's wallet.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { randomUUID } from "crypto"
import {
  ADDRESS,
  expectStepUp,
  MEMBER,
  OTHER_ADDRESS,
  refused,
  secondary,
  STAFF_SECONDARY,
  stepUpSuite,
  TX,
  WRONG,
} from "../../helpers/stepup-suite"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, members, as, staff, balances, credit } = stepUpSuite(
      api,
      getContainer
    )

    describe("member step-up", () => {
      it("exchanges, burns, the low pool, card activation, loans, refunds and a new wallet refuse without the right secondary password and change nothing", async () => {
        // Two members: at most 5 wrong passwords each (the 6th meets the lockout).
        await credit("alice", "USDT", "500")
        await credit("alice", "UUC", "50")
        await credit("bob", "USDT", "100")
        const one = async (username: string) => ({
          balances: await balances(username),
          loans: (await api.get("/store/loans", as(username))).data.count,
          wallet: (await members().listMembers({ id: ids[username] }))[0]
            .wallet_address,
        })
        const state = async () => [await one("alice"), await one("bob")]
        const post =
          (username: string, path: string, body: Record<string, unknown>) =>
          (b: Record<string, unknown>) =>
            api.post(path, { ...body, ...b }, as(username))
        for (const [path, body] of [
          ["/store/exchanges", { from: "USDT", amount: "1" }],
          ["/store/burns", { amount: "1" }],
          ["/store/low-pool", { amount: "1" }],
          ["/store/cards/activate", { card: "standard" }],
        ] as const)
          await expectStepUp(post("alice", path, body), {}, state, MEMBER)
        await expectStepUp(
          post("bob", "/store/loans", { card: "gold" }),
          {},
          state,
          MEMBER
        )
        await expectStepUp(
          post("bob", "/store/members/me", { wallet_address: ADDRESS }),
          {},
          state,
          MEMBER
        )
        // The card, then its refund.
        const bought = await api.post(
          "/store/cards/activate",
          { card: "standard", secondary_password: secondary("bob") },
          as("bob")
        )
        expect(bought.status).toBe(201)
        const activation = bought.data.activation.id
        await expectStepUp(
          post("bob", `/store/activations/${activation}/refund`, {}),
          {},
          state,
          MEMBER
        )
        // A nickname alone needs none; the wallet with it is saved.
        const nick = await api.post(
          "/store/members/me",
          { nickname: "Al" },
          as("alice")
        )
        expect(nick.status).toBe(200)
        await api.post(
          "/store/members/me",
          { wallet_address: ADDRESS, secondary_password: secondary("alice") },
          as("alice")
        )
        expect((await one("alice")).wallet).toBe(ADDRESS)
      })

      it("every money POST needs an Idempotency-Key; a replayed key still checks the secondary password first", async () => {
        await credit("alice", "USDT", "100")
        for (const [path, body] of [
          [
            "/store/exchanges",
            {
              from: "USDT",
              amount: "1",
              secondary_password: secondary("alice"),
            },
          ],
          [
            "/store/transfers",
            {
              to_username: "bob",
              amount: "1",
              secondary_password: secondary("alice"),
            },
          ],
          [
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: ADDRESS,
              secondary_password: secondary("alice"),
            },
          ],
          ["/store/recharges", { amount: "10", chain: "BEP20", tx_hash: TX }],
        ] as const) {
          const res = await refused(api.post(path, body, as("alice", null)))
          expect({ path, status: res.status, code: res.data.code }).toEqual({
            path,
            status: 400,
            code: "idempotency_key_required",
          })
        }
        const adjust = await refused(
          api.post(
            `/admin/members/${ids.alice}/adjustments`,
            {
              asset: "USDT",
              direction: "increase",
              amount: "1",
              reason: "x",
              secondary_password: STAFF_SECONDARY,
            },
            staff(null)
          )
        )
        expect(adjust.data.code).toBe("idempotency_key_required")
        expect((await balances("alice")).USDT).toBe("100.00000000")

        const key = randomUUID()
        const body = {
          from: "USDT",
          amount: "10",
          secondary_password: secondary("alice"),
        }
        const first = await api.post("/store/exchanges", body, as("alice", key))
        expect(first.status).toBe(201)
        const replay = await refused(
          api.post(
            "/store/exchanges",
            { ...body, secondary_password: WRONG },
            as("alice", key)
          )
        )
        expect(replay).toMatchObject({
          status: 400,
          data: { code: "secondary_password_invalid" },
        })
        const again = await api.post("/store/exchanges", body, as("alice", key))
        expect(again.headers["idempotent-replayed"]).toBe("true")
        expect((await balances("alice")).USDT).toBe("90.00000000")
      })
    })

    describe("recharge front-running", () => {
      it("records the member's wallet with each report and shows it to staff", async () => {
        await api.post(
          "/admin/chain-addresses",
          {
            chain: "BEP20",
            address: ADDRESS,
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        await api.post(
          "/store/members/me",
          {
            wallet_address: OTHER_ADDRESS,
            secondary_password: secondary("bob"),
          },
          as("bob")
        )
        const reported = await api.post(
          "/store/recharges",
          { amount: "10", chain: "BEP20", tx_hash: TX },
          as("bob")
        )
        expect(reported.data.recharge.from_address).toBe(OTHER_ADDRESS)
        const list = await api.get("/admin/recharges?status=pending", admin)
        expect(list.data.recharges[0]).toMatchObject({
          tx_hash: TX,
          from_address: OTHER_ADDRESS,
        })
      })
    })
  },
})
