// The member's wallet: transfers, exchanges, burns and the low pool; bad input
// and access on every money route.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer, memberHeaders } from "../../helpers/auth"
import {
  ADDRESS,
  ledgerSuite,
  STAFF_SECONDARY,
  tx,
} from "../../helpers/ledger-suite"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store, ids, as, balances, verify, credit } = ledgerSuite(
      api,
      getContainer
    )

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
        // the member filter's groups: several kinds by commas; anything else 400
        const grouped = await api.get(
          "/store/ledger/entries?kind=burn,transfer",
          as("bob")
        )
        expect(
          grouped.data.entries.map((e: { kind: string }) => e.kind)
        ).toEqual(["transfer"])
        const none = await api.get(
          "/store/ledger/entries?kind=burn,exchange_buy",
          as("bob")
        )
        expect(none.data.entries).toEqual([])
        for (const kind of ["transfer;drop", "transfer,", "TRANSFER"]) {
          const bad = await api
            .get(
              `/store/ledger/entries?kind=${encodeURIComponent(kind)}`,
              as("bob")
            )
            .catch(errorAnswer)
          expect([kind, bad.status]).toEqual([kind, 400])
        }
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

      it("tells a member whether a recipient exists, yes or no, a limited number of times", async () => {
        const check = (username: string, who = "alice") =>
          api
            .get(
              `/store/transfers/recipient?username=${encodeURIComponent(username)}`,
              as(who)
            )
            .catch(errorAnswer)
        const known = await check("BOB")
        expect(known.status).toBe(200)
        expect(known.data).toEqual({ exists: true })
        expect((await check(" ghost ")).data).toEqual({ exists: false })
        const blank = await check("")
        expect(blank.status).toBe(400)
        expect(blank.data.code).toBe("required")
        const anonymous = await api
          .get("/store/transfers/recipient?username=bob", store)
          .catch(errorAnswer)
        expect(anonymous.status).toBe(401)

        // 20 lookups a minute per member: then 429, the others still served
        const answers: number[] = []
        for (let i = 0; i < 20; i++) answers.push((await check("bob")).status)
        expect(answers.filter((s) => s === 200)).toHaveLength(18)
        const refused = await check("bob")
        expect(refused.status).toBe(429)
        expect(refused.data.code).toBe("too_many_lookups")
        expect((await check("alice", "bob")).data).toEqual({ exists: true })
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
  },
})
