// Withdrawals on /store/withdrawals and their review on /admin/withdrawals; the
// Idempotency-Key of money POSTs.
import { asValue } from "@medusajs/framework/awilix"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import {
  ADDRESS,
  ledgerSuite,
  STAFF_SECONDARY,
  tx,
} from "../../helpers/ledger-suite"
import { members, REWARDS_MODULE } from "../../helpers/services"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, ids, as, balances, verify, credit } = ledgerSuite(
      api,
      getContainer
    )

    describe("withdrawal", () => {
      const withdraw = (
        username: string,
        body: Record<string, unknown>,
        key?: string
      ) =>
        api.post(
          "/store/withdrawals",
          {
            amount: "100",
            chain: "BEP20",
            address: ADDRESS,
            secondary_password: `${username}Second1`,
            ...body,
          },
          as(username, key)
        )

      it("holds the amount with the fee, one per day, then staff approve: transferring → passed", async () => {
        await credit("alice", "USDT", "300")
        const rules = await api.get("/store/withdrawals/rules", as("alice"))
        expect(rules.data.rules).toMatchObject({
          min: "50",
          fee_rate: "0.10",
          closed_today: false,
          used_today: 0,
          borrowing: false,
          available: "300.00000000",
          // the form's preview rounds a net to the chain token's places, as the server
          chain_decimals: { BEP20: 18, POLYGON: 6 },
        })
        const wrong = await withdraw("alice", {
          secondary_password: "bad",
        }).catch(errorAnswer)
        expect(wrong.data).toMatchObject({
          code: "secondary_password_invalid",
          field: "secondary_password",
        })
        const { data, status } = await withdraw("alice", {})
        expect(status).toBe(201)
        expect(data.withdrawal).toMatchObject({
          amount: "100.00000000",
          fee: "10.00000000",
          net: "90.00000000",
          status: "pending",
        })
        expect(await balances("alice")).toMatchObject({
          USDT: "200.00000000",
          USDT_HELD: "100.00000000",
        })
        const second = await withdraw("alice", {}).catch(errorAnswer)
        expect(second.data).toMatchObject({
          code: "withdrawal_daily_limit",
          message: "At most one withdrawal per day",
        })

        const id = data.withdrawal.id
        const transferring = await api.post(
          `/admin/withdrawals/${id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(transferring.data.withdrawal.status).toBe("transferring")
        const passed = await api.post(
          `/admin/withdrawals/${id}/approve`,
          { secondary_password: STAFF_SECONDARY, tx_hash: tx(77) },
          admin
        )
        expect(passed.data.withdrawal).toMatchObject({
          status: "passed",
          payout_tx_hash: tx(77),
        })
        expect((await balances("alice")).USDT_HELD).toBe("0.00000000")
        const mine = await api.get("/store/withdrawals", as("alice"))
        expect(mine.data.withdrawals[0].status).toBe("passed")
        expect((await verify()).ok).toBe(true)
      })

      it("returns the held amount when staff reject with a reason", async () => {
        await credit("bob", "USDT", "100")
        const { data } = await withdraw("bob", { amount: "60" })
        const rejected = await api.post(
          `/admin/withdrawals/${data.withdrawal.id}/reject`,
          {
            secondary_password: STAFF_SECONDARY,
            reason: "address on the wrong chain",
          },
          admin
        )
        expect(rejected.data.withdrawal.status).toBe("rejected")
        expect(await balances("bob")).toMatchObject({
          USDT: "100.00000000",
          USDT_HELD: "0.00000000",
        })
        const open = await api.get("/admin/withdrawals?status=open", admin)
        expect(open.data.count).toBe(0)
      })

      it("refuses the minimum, frozen members and borrowers with the spec's messages", async () => {
        await credit("alice", "USDT", "300")
        const small = await withdraw("alice", { amount: "49.99" }).catch(
          errorAnswer
        )
        expect(small.data).toMatchObject({
          code: "withdrawal_minimum",
          message: "The minimum withdrawal is 50 USD",
        })
        const container = getContainer()
        container.register(
          REWARDS_MODULE,
          asValue({ isBorrowing: async (id: string) => id === ids.alice })
        )
        try {
          const borrower = await withdraw("alice", {}).catch(errorAnswer)
          expect(borrower.data).toMatchObject({
            code: "borrower_cannot_withdraw",
            message:
              "You are currently a borrowing user and unable to withdraw funds",
          })
        } finally {
          container.register(REWARDS_MODULE, asValue(undefined))
        }
        await members(container).updateMembers({
          id: ids.alice,
          status: "frozen",
        })
        const frozen = await withdraw("alice", {}).catch(errorAnswer)
        expect(frozen.data.code).toBe("member_frozen")
        expect((await balances("alice")).USDT).toBe("300.00000000")
      })
    })

    describe("Idempotency-Key", () => {
      it("answers the first response again, and 409 for the same key with another body", async () => {
        await credit("alice", "UUC", "100")
        const body = {
          to_username: "bob",
          amount: "10",
          secondary_password: "aliceSecond1",
        }
        const first = await api.post(
          "/store/transfers",
          body,
          as("alice", "k-1")
        )
        const again = await api.post(
          "/store/transfers",
          body,
          as("alice", "k-1")
        )
        expect(again.status).toBe(201)
        expect(again.headers["idempotent-replayed"]).toBe("true")
        expect(again.data).toEqual(first.data)
        expect((await balances("alice")).UUC).toBe("90.00000000")
        const other = await api
          .post(
            "/store/transfers",
            { ...body, amount: "11" },
            as("alice", "k-1")
          )
          .catch(errorAnswer)
        expect(other.status).toBe(409)
        expect(other.data.code).toBe("idempotency_conflict")
        // Keys belong to their member: bob's k-1 is another request.
        await credit("bob", "UUC", "5")
        const bobs = await api.post(
          "/store/transfers",
          {
            to_username: "alice",
            amount: "1",
            secondary_password: "bobSecond1",
          },
          as("bob", "k-1")
        )
        expect(bobs.status).toBe(201)
      })

      it("gives one effect for 20 parallel requests with one key", async () => {
        await credit("alice", "USDT", "500")
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            api.post(
              "/store/exchanges",
              {
                from: "USDT",
                amount: "10",
                secondary_password: "aliceSecond1",
              },
              as("alice", "same-exchange")
            )
          )
        )
        expect(new Set(results.map((r) => r.data.exchange.id)).size).toBe(1)
        expect((await balances("alice")).USDT).toBe("490.00000000")
        expect((await balances("alice")).UUC).toBe("1000.00000000")
      })

      it("checks at most the limit's number of wrong passwords for 20 parallel requests with one key, and moves nothing", async () => {
        await credit("alice", "USDT", "500")
        const before = await balances("alice")
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            api
              .post(
                "/store/exchanges",
                { from: "USDT", amount: "10", secondary_password: "wrong1" },
                as("alice", "same-wrong-exchange")
              )
              .catch(errorAnswer)
          )
        )
        const codes = results.map((r) => r.data.code)
        const checked = codes.filter((c) => c === "secondary_password_invalid")
        expect(checked.length).toBeGreaterThan(0)
        expect(checked.length).toBeLessThanOrEqual(5)
        expect(
          codes.every(
            (c) =>
              c === "secondary_password_invalid" || c === "too_many_attempts"
          )
        ).toBe(true)
        expect(await balances("alice")).toEqual(before)
      })

      it("lets a retry through once the turn of a request whose server died has lapsed", async () => {
        await credit("alice", "USDT", "500")
        // the turn a killed process left: not given back, its heartbeat stopped
        await getContainer()
          .resolve<{ raw(q: string, b: unknown[]): Promise<unknown> }>(
            ContainerRegistrationKeys.PG_CONNECTION
          )
          .raw(
            `insert into member_request_turn (key, owner, expires_at)
             values (?, 'dead-process', now() - interval '1 second')`,
            [`member:${ids.alice}:after-crash`]
          )
        const { status, data } = await api.post(
          "/store/exchanges",
          { from: "USDT", amount: "10", secondary_password: "aliceSecond1" },
          as("alice", "after-crash")
        )
        expect(status).toBe(201)
        expect(data.exchange.id).toBeTruthy()
      })

      it("refuses a malformed key", async () => {
        const res = await api
          .post(
            "/store/burns",
            { amount: "1", secondary_password: "aliceSecond1" },
            as("alice", "x".repeat(201))
          )
          .catch(errorAnswer)
        expect(res.data.code).toBe("invalid_idempotency_key")
      })
    })
  },
})
