import { asValue } from "@medusajs/framework/awilix"
import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import {
  ADMIN,
  adminHeaders,
  errorAnswer,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(180 * 1000)

type Members = {
  listMembers(f: Record<string, unknown>): Promise<{ id: string }[]>
  updateMembers(d: { id: string; status: string }): Promise<unknown>
  createStaffProfiles(d: {
    user_id: string
    username: string
    secondary_password_hash: string
  }): Promise<unknown>
}

const STAFF_SECONDARY = "StaffSecond0"
const ADDRESS = `0x${"ab".repeat(20)}`
const tx = (n: number) => `0x${n.toString(16).padStart(64, "0")}`

/** The staff user gets a staff profile with a secondary password (members plugin). */
async function ensurePasswordChecks(container: MedusaContainer) {
  const members = container.resolve<Members>("members")
  const { hashSecret } = await import("@uuc/members/testing")
  const [user] = await container
    .resolve(Modules.USER)
    .listUsers({ email: ADMIN.email })
  await members.createStaffProfiles({
    user_id: user.id,
    username: "ledgerstaff",
    secondary_password_hash: await hashSecret(STAFF_SECONDARY),
  })
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
    const staff = (key?: string): Headers => ({
      headers: { ...admin.headers, ...(key ? { "idempotency-key": key } : {}) },
    })
    const balances = async (username: string) =>
      (await api.get("/store/ledger/balances", as(username))).data.balances
    const verify = async () =>
      (await api.get("/admin/ledger/verify", admin)).data

    /** Credits a member through the staff adjustment route. */
    const credit = (username: string, asset: string, amount: string) =>
      api.post(
        `/admin/members/${ids[username]}/adjustments`,
        {
          asset,
          direction: "increase",
          amount,
          reason: "test funding",
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      store = await storeHeaders(container)
      await ensurePasswordChecks(container)
      // The plan module comes with the rewards plugin; open every day for the tests.
      container.register(
        "plan",
        asValue({
          getPlan: async () => ({
            version: 1,
            plan: { withdrawal: { closed_weekdays: [] } },
          }),
        })
      )
      const { registerMemberWorkflow } = await import("@uuc/members/workflows")
      let sponsor: string | null = null
      for (const username of ["root", "alice", "bob"]) {
        const { result } = await registerMemberWorkflow(container).run({
          input: {
            username,
            password: "Passw0rdXyz",
            secondary_password: `${username}Second1`,
            security_question: "q",
            security_answer: "a",
            phone: null,
            nickname: username,
            sponsor_id: sponsor,
          },
        })
        ids[username] = result.id
        sponsor = ids.root
      }
      await api.post(
        "/admin/chain-addresses",
        {
          chain: "BEP20",
          address: ADDRESS,
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
    })

    describe("recharge", () => {
      it("reports, checks (not detected), and is confirmed by staff with their secondary password", async () => {
        const { data, status } = await api.post(
          "/store/recharges",
          { amount: "150.5", chain: "BEP20", tx_hash: tx(1) },
          as("alice")
        )
        expect(status).toBe(201)
        expect(data.recharge).toMatchObject({
          status: "pending",
          amount: "150.50000000",
          to_address: ADDRESS,
        })
        const check = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("alice")
        )
        expect(check.data).toMatchObject({
          code: "not_detected",
          message: "Not detected, please try again later",
        })
        const other = await api
          .get(`/store/recharges/${data.recharge.id}`, as("bob"))
          .catch(errorAnswer)
        expect(other.status).toBe(404)

        const wrong = await api
          .post(
            `/admin/recharges/${data.recharge.id}/confirm`,
            { secondary_password: "nope" },
            admin
          )
          .catch(errorAnswer)
        expect(wrong.data.code).toBe("staff_secondary_password_invalid")
        const confirm = () =>
          api.post(
            `/admin/recharges/${data.recharge.id}/confirm`,
            { secondary_password: STAFF_SECONDARY },
            staff("confirm-1")
          )
        const confirmed = await confirm()
        expect(confirmed.data.recharge.status).toBe("confirmed")
        // A staff retry with the same key answers the same, credits nothing more.
        const retried = await confirm()
        expect(retried.headers["idempotent-replayed"]).toBe("true")
        expect(retried.data).toEqual(confirmed.data)
        expect((await balances("alice")).USDT).toBe("150.50000000")
        const after = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("alice")
        )
        expect(after.data.code).toBeUndefined()
        const queue = await api.get("/admin/recharges?status=confirmed", admin)
        expect(queue.data.recharges[0]).toMatchObject({ username: "alice" })
        expect((await verify()).ok).toBe(true)
      })

      it("accepts a TX hash once, refuses a chain without an address, and rejects with a reason", async () => {
        const first = await api.post(
          "/store/recharges",
          { amount: "10", chain: "BEP20", tx_hash: tx(2) },
          as("alice")
        )
        const again = await api
          .post(
            "/store/recharges",
            {
              amount: "10",
              chain: "BEP20",
              tx_hash: tx(2).toUpperCase().replace("0X", "0x"),
            },
            as("bob")
          )
          .catch(errorAnswer)
        expect(again.status).toBe(409)
        expect(again.data).toMatchObject({
          code: "tx_hash_used",
          field: "tx_hash",
        })
        const polygon = await api
          .post(
            "/store/recharges",
            { amount: "10", chain: "POLYGON", tx_hash: tx(3) },
            as("alice")
          )
          .catch(errorAnswer)
        expect(polygon.data.code).toBe("chain_unavailable")
        const noReason = await api
          .post(
            `/admin/recharges/${first.data.recharge.id}/reject`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(noReason.data).toMatchObject({
          code: "reason_required",
          field: "reason",
        })
        const rejected = await api.post(
          `/admin/recharges/${first.data.recharge.id}/reject`,
          { secondary_password: STAFF_SECONDARY, reason: "not received" },
          admin
        )
        expect(rejected.data.recharge).toMatchObject({
          status: "rejected",
          reason: "not received",
        })
        expect((await balances("alice")).USDT).toBe("0.00000000")
      })
    })

    describe("recharge status check with a chain watcher", () => {
      it("confirms a pending recharge the watcher finds on chain", async () => {
        const { registerChainWatcher } = await import("@uuc/ledger/ledger-api")
        registerChainWatcher({
          name: "test-chain",
          check: async (r) => (r.tx_hash === tx(42) ? "found" : "not_found"),
        })
        const { data } = await api.post(
          "/store/recharges",
          { amount: "12", chain: "BEP20", tx_hash: tx(42) },
          as("bob")
        )
        const check = await api.get(
          `/store/recharges/${data.recharge.id}`,
          as("bob")
        )
        expect(check.data.code).toBeUndefined()
        expect(check.data.recharge).toMatchObject({
          status: "confirmed",
          reviewed_by: "watcher:test-chain",
        })
        expect((await balances("bob")).USDT).toBe("12.00000000")
      })
    })

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
          "rewards",
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
          container.register("rewards", asValue(undefined))
        }
        await container
          .resolve<Members>("members")
          .updateMembers({ id: ids.alice, status: "frozen" })
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

    describe("transfers, exchange, burn, low pool", () => {
      it("moves UUC by username and refuses oneself, strangers and overdrafts", async () => {
        await credit("alice", "UUC", "20")
        const sent = await api.post(
          "/store/transfers",
          {
            to_username: "BOB",
            amount: "7.5",
            secondary_password: "aliceSecond1",
          },
          as("alice")
        )
        expect(sent.data.transfer).toMatchObject({ amount: "7.50000000" })
        expect((await balances("bob")).UUC).toBe("7.50000000")
        const list = await api.get("/store/transfers", as("bob"))
        expect(list.data.transfers[0]).toMatchObject({
          direction: "in",
          from_username: "alice",
        })
        const record = await api.get(
          "/store/ledger/entries?kind=transfer",
          as("bob")
        )
        expect(record.data.entries[0]).toMatchObject({
          description_key: "ledger.transfer",
          amount: "7.50000000",
          params: { from_username: "alice", to_username: "bob" },
        })
        for (const [body, code] of [
          [{ to_username: "alice" }, "transfer_to_self"],
          [{ to_username: "ghost" }, "recipient_not_found"],
          [
            { to_username: "bob", amount: "12.50000001" },
            "insufficient_balance",
          ],
        ] as const) {
          const res = await api
            .post(
              "/store/transfers",
              { amount: "1", secondary_password: "aliceSecond1", ...body },
              as("alice")
            )
            .catch(errorAnswer)
          expect(res.status).toBe(400)
          expect(res.data.code).toBe(code)
        }
        const insufficient = await api
          .post(
            "/store/transfers",
            {
              to_username: "bob",
              amount: "100",
              secondary_password: "aliceSecond1",
            },
            as("alice")
          )
          .catch(errorAnswer)
        expect(insufficient.data.message).toBe("Your balance is insufficient")
      })

      it("exchanges at the price staff set, with the 2:1 rule, burns and fills the low pool", async () => {
        await credit("alice", "USDT", "10")
        await api.post(
          "/admin/token-price",
          { price: "0.02", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(
          (await api.get("/store/token-price", store)).data.token_price.price
        ).toBe("0.02000000")
        const buy = await api.post(
          "/store/exchanges",
          { from: "USDT", amount: "4", secondary_password: "aliceSecond1" },
          as("alice")
        )
        expect(buy.data.exchange).toMatchObject({ amount_out: "200.00000000" })
        const limits = await api.get("/store/exchanges", as("alice"))
        expect(limits.data.limits).toMatchObject({
          bought: "200.00000000",
          sellable: "100.00000000",
        })
        const over = await api
          .post(
            "/store/exchanges",
            {
              from: "UUC",
              amount: "100.00000001",
              secondary_password: "aliceSecond1",
            },
            as("alice")
          )
          .catch(errorAnswer)
        expect(over.data.code).toBe("exchange_sell_limit")
        await api.post(
          "/store/exchanges",
          { from: "UUC", amount: "100", secondary_password: "aliceSecond1" },
          as("alice")
        )
        await api.post(
          "/store/burns",
          { amount: "30", secondary_password: "aliceSecond1" },
          as("alice")
        )
        await api.post(
          "/store/low-pool",
          { amount: "50", secondary_password: "aliceSecond1" },
          as("alice")
        )
        expect(await balances("alice")).toMatchObject({
          USDT: "8.00000000",
          UUC: "20.00000000",
          UUC_POOL: "50.00000000",
        })
        const pool = await api.get("/store/low-pool", as("alice"))
        expect(pool.data.balance).toBe("50.00000000")
        expect((await verify()).ok).toBe(true)
      })
    })

    describe("finance records and staff screens' data", () => {
      it("lists the member's entries with filters and exports every posting as CSV", async () => {
        await credit("alice", "USDT", "40")
        await credit("alice", "POINTS", "5")
        const entries = await api.get(
          "/store/ledger/entries?asset=USDT",
          as("alice")
        )
        expect(entries.data.entries).toHaveLength(1)
        expect(entries.data.entries[0]).toMatchObject({
          kind: "adjustment",
          description_key: "ledger.adjustment.increase",
          amount: "40.00000000",
          balance_after: "40.00000000",
        })
        expect(entries.data.entries[0].member_id).toBeUndefined()
        const postings = await api.get(
          `/admin/ledger/postings?member=alice`,
          admin
        )
        expect(postings.data.count).toBe(2)
        expect(postings.data.postings[0].username).toBe("alice")
        const csv = await api.get(
          "/admin/ledger/postings/export?member=alice",
          admin
        )
        expect(csv.headers["content-type"]).toMatch(/text\/csv/)
        const lines = String(csv.data).trim().split("\r\n")
        expect(lines[0]).toMatch(/^posting_id,created_at,entry_id,kind/)
        expect(lines).toHaveLength(3)
        const adjustments = await api.get(
          `/admin/members/${ids.alice}/adjustments`,
          admin
        )
        expect(adjustments.data.adjustments[0]).toMatchObject({
          balance_before: "0.00000000",
          reason: "test funding",
        })
        const reduce = await api
          .post(
            `/admin/members/${ids.alice}/adjustments`,
            {
              asset: "POINTS",
              direction: "reduce",
              amount: "6",
              reason: "fix",
              secondary_password: STAFF_SECONDARY,
            },
            admin
          )
          .catch(errorAnswer)
        expect(reduce.data.code).toBe("insufficient_balance")
        const ghost = await api
          .post(
            "/admin/members/mem_ghost/adjustments",
            {
              asset: "USDT",
              direction: "increase",
              amount: "1",
              reason: "x",
              secondary_password: STAFF_SECONDARY,
            },
            admin
          )
          .catch(errorAnswer)
        expect(ghost.status).toBe(404)
        expect(ghost.data.code).toBe("member_not_found")
      })

      it("finds the member behind a customer and keeps chain address history", async () => {
        const [member] = await getContainer()
          .resolve<{
            listMembers(f: object): Promise<{ customer_id: string }[]>
          }>("members")
          .listMembers({ id: ids.bob })
        const found = await api.get(
          `/admin/ledger/customers/${member.customer_id}`,
          admin
        )
        expect(found.data.member).toMatchObject({
          id: ids.bob,
          username: "bob",
        })
        await api.post(
          "/admin/chain-addresses",
          {
            chain: "BEP20",
            address: `0x${"cd".repeat(20)}`,
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        const history = await api.get(
          "/admin/chain-addresses?history=true",
          admin
        )
        expect(history.data.chain_addresses).toHaveLength(2)
        const current = await api.get("/store/chain-addresses", store)
        expect(current.data.chain_addresses).toEqual([
          // staff set it: a real address, not the seed's demo one
          { chain: "BEP20", address: `0x${"cd".repeat(20)}`, demo: false },
        ])
        const link = await api.post(
          "/admin/recharge-links",
          {
            title: "Buy USDT",
            url: "https://example.com/usdt",
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(link.status).toBe(201)
        const bad = await api
          .post(
            "/admin/recharge-links",
            {
              title: "x",
              url: "javascript:alert(1)",
              secondary_password: STAFF_SECONDARY,
            },
            admin
          )
          .catch(errorAnswer)
        expect(bad.data.code).toBe("invalid_url")
      })
    })

    describe("bad input and access", () => {
      const routes: [string, Record<string, unknown>][] = [
        ["/store/recharges", { chain: "BEP20", tx_hash: tx(99) }],
        [
          "/store/withdrawals",
          { chain: "BEP20", address: ADDRESS, secondary_password: "x" },
        ],
        ["/store/transfers", { to_username: "bob", secondary_password: "x" }],
        ["/store/exchanges", { from: "USDT" }],
        ["/store/burns", {}],
        ["/store/low-pool", {}],
      ]
      const amounts: [unknown, string][] = [
        [undefined, "quantity_required"],
        ["", "quantity_required"],
        ["-5", "invalid_amount"],
        ["0", "invalid_amount"],
        ["NaN", "amount_format"],
        ["1e400", "amount_format"],
        ["1.123456789", "too_many_decimals"],
        [12.5, "amount_format"],
        [["1"], "amount_format"],
        ["1" + "0".repeat(40), "amount_format"],
      ]

      it("answers every malformed amount on every money route with its code, and moves nothing", async () => {
        await credit("alice", "USDT", "100")
        await credit("alice", "UUC", "100")
        for (const [path, body] of routes)
          for (const [amount, code] of amounts) {
            const res = await api
              .post(path, { ...body, amount }, as("alice"))
              .catch(errorAnswer)
            expect({
              path,
              amount,
              status: res.status,
              code: res.data.code,
              field: res.data.field,
            }).toEqual({
              path,
              amount,
              status: 400,
              code,
              field: "amount",
            })
          }
        expect(await balances("alice")).toMatchObject({
          USDT: "100.00000000",
          UUC: "100.00000000",
        })
      })

      it("refuses wrong chains, addresses, TX hashes and missing fields", async () => {
        for (const [path, body, code, field] of [
          [
            "/store/recharges",
            { amount: "1", chain: "TRON", tx_hash: tx(5) },
            "invalid_chain",
            "chain",
          ],
          [
            "/store/recharges",
            { amount: "1", chain: "BEP20", tx_hash: "0x12" },
            "invalid_tx_hash",
            "tx_hash",
          ],
          [
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: "0xabc",
              secondary_password: "x",
            },
            "invalid_address",
            "address",
          ],
          [
            "/store/withdrawals",
            { amount: "60", chain: "BEP20", secondary_password: "x" },
            "address_required",
            "address",
          ],
          [
            "/store/withdrawals",
            { amount: "60", chain: "BEP20", address: ADDRESS },
            "password_required",
            "secondary_password",
          ],
          [
            "/store/exchanges",
            { amount: "1", from: "POINTS" },
            "invalid_asset",
            "from",
          ],
        ] as const) {
          const res = await api.post(path, body, as("alice")).catch(errorAnswer)
          expect({
            path,
            status: res.status,
            code: res.data.code,
            field: res.data.field,
          }).toEqual({
            path,
            status: 400,
            code,
            field,
          })
        }
        const notObject = await api
          .post(
            "/store/burns",
            { ...["1"], secondary_password: "aliceSecond1" },
            as("alice")
          )
          .catch(errorAnswer)
        expect(notObject.status).toBe(400)
      })

      it("needs a member's token on store routes and a staff login on admin routes", async () => {
        const anonymous = await api
          .get("/store/ledger/balances", store)
          .catch(errorAnswer)
        expect(anonymous.status).toBe(401)
        const noStaff = await api.get("/admin/ledger/verify").catch(errorAnswer)
        expect(noStaff.status).toBe(401)
        const memberAsStaff = await api
          .get("/admin/ledger/verify", { headers: memberHeaders(ids.alice) })
          .catch(errorAnswer)
        expect(memberAsStaff.status).toBe(401)
      })
    })

    describe("GET /admin/ledger/verify", () => {
      it("answers every check", async () => {
        const report = await verify()
        expect(report.ok).toBe(true)
        expect(report.checks.map((c: { name: string }) => c.name)).toEqual([
          "entries_balance",
          "balances_equal_postings",
          "running_balances",
          "hash_chain",
          "business_rows_have_entries",
          "no_negative_member_balance",
          "uuc_total_equals_supply",
          "held_matches_open_withdrawals",
          // the rewards side (issue 13)
          "activations_have_entries",
          "activation_rounding",
          "order_rounding",
          "loans_match_receivables",
          "bonus_records_match_postings",
          "volumes_match_activations",
          "refund_debts_cover_collections",
          "no_stale_operations",
          "no_stale_orders",
        ])
      })
    })
  },
})
