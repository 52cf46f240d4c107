// Impersonation on /admin/members/:id/impersonate: what a staff member acting
// as a member may not do; ended sessions.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { randomUUID } from "crypto"
import {
  OTHER_ADDRESS,
  refused,
  secondary,
  STAFF_SECONDARY,
  stepUpSuite,
} from "../../helpers/stepup-suite"

jest.setTimeout(240 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store, ids, members, as, balances, credit, staffUserId } =
      stepUpSuite(api, getContainer)

    describe("impersonation", () => {
      const impersonate = async (username: string) =>
        (
          await api.post(
            `/admin/members/${ids[username]}/impersonate`,
            { secondary_password: STAFF_SECONDARY },
            admin
          )
        ).data as { token: string; session_id: string }
      const asToken = (token: string) => ({
        headers: {
          ...store.headers,
          authorization: `Bearer ${token}`,
          "idempotency-key": randomUUID(),
        },
      })

      it("refuses money moves and security changes, even with the member's secondary password; the audit names the staff member", async () => {
        await credit("alice", "USDT", "200")
        await credit("alice", "UUC", "20")
        const before = await balances("alice")
        const { token } = await impersonate("alice")
        const pw = secondary("alice")
        for (const [path, body] of [
          [
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: OTHER_ADDRESS,
              secondary_password: pw,
            },
          ],
          [
            "/store/transfers",
            { to_username: "bob", amount: "1", secondary_password: pw },
          ],
          [
            "/store/exchanges",
            { from: "USDT", amount: "1", secondary_password: pw },
          ],
          ["/store/burns", { amount: "1", secondary_password: pw }],
          ["/store/low-pool", { amount: "1", secondary_password: pw }],
          [
            "/store/cards/activate",
            { card: "standard", secondary_password: pw },
          ],
          ["/store/loans", { card: "gold", secondary_password: pw }],
          [
            "/store/members/me",
            { wallet_address: OTHER_ADDRESS, secondary_password: pw },
          ],
          [
            "/store/members/me/password",
            {
              kind: "secondary",
              old: pw,
              password: "Hijack0000",
              password_confirm: "Hijack0000",
            },
          ],
        ] as const) {
          const res = await refused(api.post(path, body, asToken(token)))
          expect({ path, status: res.status, code: res.data.code }).toEqual({
            path,
            status: 403,
            code: "impersonation_read_only",
          })
        }
        expect(await balances("alice")).toEqual(before)
        expect(
          (await members().listMembers({ id: ids.alice }))[0].wallet_address
        ).toBeNull()
        const audit = await members().listAuditEntries({
          target_id: ids.alice,
          action: "impersonation.request",
        })
        expect(audit).toHaveLength(9)
        const staffId = await staffUserId()
        expect(new Set(audit.map((a) => a.actor_id))).toEqual(
          new Set([staffId])
        )
        expect(audit.map((a) => a.after?.path)).toContain("/store/withdrawals")
        // Reading still works.
        const me = await api.get("/store/members/me", asToken(token))
        expect(me.data.member.username).toBe("alice")
      })

      it("an ended session's token gets 401, whether staff or the banner ended it", async () => {
        const first = await impersonate("alice")
        const listed = await api.get(
          `/admin/members/${ids.alice}/impersonations`,
          admin
        )
        expect(listed.data.impersonations[0]).toMatchObject({
          id: first.session_id,
          open: true,
        })
        const ended = await api.post(
          `/admin/members/${ids.alice}/impersonations/${first.session_id}/end`,
          {},
          admin
        )
        expect(ended.data.impersonation.open).toBe(false)
        const after = await refused(
          api.get("/store/members/me", asToken(first.token))
        )
        expect(after).toMatchObject({
          status: 401,
          data: { code: "impersonation_ended" },
        })

        const second = await impersonate("alice")
        await api.post(
          "/store/members/me/impersonation/end",
          {},
          asToken(second.token)
        )
        const gone = await refused(
          api.get("/store/ledger/balances", asToken(second.token))
        )
        expect(gone.status).toBe(401)
        const audit = await members().listAuditEntries({
          target_id: ids.alice,
          action: "member.impersonation_end",
        })
        expect(audit).toHaveLength(2)
        // The member's own session is untouched.
        expect((await api.get("/store/members/me", as("alice"))).status).toBe(
          200
        )
      })
    })
  },
})
