// The ledger's staff screens: finance records, CSV export, chain addresses,
// /admin/ledger/verify.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { ledgerSuite, STAFF_SECONDARY } from "../../helpers/ledger-suite"
import { members } from "../../helpers/services"

jest.setTimeout(180 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store, ids, as, verify, credit } = ledgerSuite(
      api,
      getContainer
    )

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
        const [member] = await members(getContainer()).listMembers({
          id: ids.bob,
        })
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
          // one credit per transfer on chain
          "chain_transfers_credited_once",
          "deposits_have_one_entry",
          // the latest reconciliation with the chains left nothing open
          "chain_reconciled",
          "no_negative_member_balance",
          "uuc_total_equals_supply",
          "held_matches_open_withdrawals",
          // the rewards side
          "activations_have_entries",
          "activation_rounding",
          "order_rounding",
          "loans_match_receivables",
          "bonus_records_match_postings",
          "volumes_match_activations",
          "refund_debts_cover_collections",
          "no_stale_operations",
          "no_stale_orders",
          // the shop's orders and escrow
          "orders_have_shop_orders",
          "shop_escrow_explained",
          "shop_points_lines_posted",
          "shop_orders_add_up",
          "shop_payments_posted",
          "refunds_within_capture",
          "merchant_settlements_match",
        ])
      })
    })
  },
})
