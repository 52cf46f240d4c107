import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { missingNeeds } from "@uuc/errors"
import { randomUUID } from "crypto"
import {
  ADMIN,
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
import { type Headers } from "../helpers/ledger"

jest.setTimeout(240 * 1000)

type Members = {
  listMembers(
    f: Record<string, unknown>
  ): Promise<{ id: string; status: string; wallet_address: string | null }[]>
  listAuditEntries(f: Record<string, unknown>): Promise<
    {
      actor_id: string
      action: string
      target_id: string
      after: Record<string, unknown> | null
    }[]
  >
  listStaffProfiles(f: Record<string, unknown>): Promise<{ id: string }[]>
  deleteStaffProfiles(ids: string[]): Promise<void>
}

const ADDRESS = "0x" + "a".repeat(40)
const OTHER_ADDRESS = "0x" + "b".repeat(40)
const TX = "0x" + "c".repeat(64)
const WRONG = "Wrong-secret-1"
const secondary = (username: string) => `${username}Second1`

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    const ids: Record<string, string> = {}
    const members = () => getContainer().resolve<Members>("members")
    /** Headers with `key` as the Idempotency-Key, or none when it is null. */
    const keyed = (headers: Record<string, string>, key: string | null) => {
      const out = { ...headers }
      delete out["idempotency-key"]
      return { headers: key ? { ...out, "idempotency-key": key } : out }
    }
    /** A member's headers with a fresh Idempotency-Key (or the one given). */
    const as = (username: string, key: string | null = randomUUID()) =>
      keyed({ ...store.headers, ...memberHeaders(ids[username]) }, key)
    const staff = (key: string | null = randomUUID()) =>
      keyed(admin.headers, key)
    const balances = async (username: string) =>
      (await api.get("/store/ledger/balances", as(username))).data.balances
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
        staff()
      )
    const staffUserId = async () =>
      (
        await getContainer()
          .resolve(Modules.USER)
          .listUsers({ email: ADMIN.email })
      )[0].id
    /** The answer of a request expected to fail. */
    const refused = (p: Promise<unknown>) =>
      p.then(
        (r) => ({ status: (r as { status: number }).status, data: {} }),
        errorAnswer
      ) as Promise<{ status: number; data: { code?: string; field?: string } }>

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      store = { headers: (await storeHeaders(container)).headers }
      await giveStaffSecondaryPassword(container)
      await registerMembers(container, ids, [
        ["alice", null],
        ["bob", "alice"],
      ])
    })

    /**
     * Sends `body` without a secondary password and with a wrong one: both refused
     * with the route's stable code, and `state` reads the same before and after.
     */
    async function expectStepUp(
      send: (body: Record<string, unknown>) => Promise<unknown>,
      body: Record<string, unknown>,
      state: () => Promise<unknown>,
      codes: { missing: string[]; wrong: string }
    ) {
      const before = await state()
      const missing = await refused(send(body))
      expect(missing.status).toBe(400)
      expect(codes.missing).toContain(missing.data.code)
      const wrong = await refused(send({ ...body, secondary_password: WRONG }))
      expect({ status: wrong.status, code: wrong.data.code }).toEqual({
        status: 400,
        code: codes.wrong,
      })
      expect(await state()).toEqual(before)
    }
    const STAFF = {
      missing: ["secondary_password_required", "password_required"],
      wrong: "staff_secondary_password_invalid",
    }
    const MEMBER = {
      missing: ["secondary_password_required", "password_required"],
      wrong: "secondary_password_invalid",
    }

    describe("staff step-up", () => {
      it("token price, chain addresses and recharge links refuse without the right secondary password and change nothing", async () => {
        await expectStepUp(
          (b) =>
            api.post("/admin/token-price", { price: "0.5", ...b }, staff()),
          {},
          async () => (await api.get("/admin/token-price", admin)).data,
          STAFF
        )
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/chain-addresses",
              { chain: "BEP20", address: ADDRESS, ...b },
              staff()
            ),
          {},
          async () =>
            (await api.get("/admin/chain-addresses?history=true", admin)).data,
          STAFF
        )
        const links = async () =>
          (await api.get("/admin/recharge-links", admin)).data
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/recharge-links",
              { title: "Exchange", url: "https://example.com/buy", ...b },
              staff()
            ),
          {},
          links,
          STAFF
        )
        // With it, each goes through.
        const created = await api.post(
          "/admin/recharge-links",
          {
            title: "Exchange",
            url: "https://example.com/buy",
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(created.data.recharge_link).not.toHaveProperty(
          "secondary_password"
        )
        const id = created.data.recharge_link.id
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/recharge-links/${id}`,
              { title: "New", ...b },
              staff()
            ),
          {},
          links,
          STAFF
        )
        await expectStepUp(
          (b) =>
            api.delete(`/admin/recharge-links/${id}`, { ...staff(), data: b }),
          {},
          links,
          STAFF
        )
        const price = await api.post(
          "/admin/token-price",
          { price: "0.5", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(price.status).toBe(201)
        const address = await api.post(
          "/admin/chain-addresses",
          {
            chain: "BEP20",
            address: ADDRESS,
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(address.status).toBe(201)
      })

      // At most 5 wrong passwords per test: the 6th would meet the lockout.
      it("the plan, freeze and level pins refuse without it and change nothing", async () => {
        const plan = async () =>
          (await api.get("/admin/plan", admin)).data.version
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/plan",
              { exchange: { sell_share_of_bought: "0.4" }, ...b },
              staff()
            ),
          {},
          plan,
          STAFF
        )
        const member = async () =>
          (await members().listMembers({ id: ids.bob }))[0].status
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/members/${ids.bob}`,
              { status: "frozen", ...b },
              staff()
            ),
          {},
          member,
          STAFF
        )
        const node = async () => {
          const n = await getContainer()
            .resolve<{ getNode(id: string): Promise<Record<string, unknown>> }>(
              "network"
            )
            .getNode(ids.bob)
          return [n.star_level, n.star_level_pinned]
        }
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/members/${ids.bob}`,
              { star_level: 3, ...b },
              staff()
            ),
          {},
          node,
          STAFF
        )
        // With it: the plan's new version keeps no password; the member is frozen.
        const published = await api.post(
          "/admin/plan",
          {
            exchange: { sell_share_of_bought: "0.4" },
            secondary_password: STAFF_SECONDARY,
          },
          staff()
        )
        expect(published.status).toBe(201)
        expect(published.data.plan).not.toHaveProperty("secondary_password")
        await api.post(
          `/admin/members/${ids.bob}`,
          { status: "frozen", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(await member()).toBe("frozen")
      })

      it("the daily-top run and Medusa's invites refuse without it and change nothing", async () => {
        const runs = async () =>
          (await members().listAuditEntries({ action: "daily_top.run" })).length
        await expectStepUp(
          (b) => api.post("/admin/daily-top/2026-01-01/run", b, staff()),
          {},
          runs,
          STAFF
        )
        const users = getContainer().resolve(Modules.USER)
        const invites = async () =>
          (await users.listInvites({})).map((i) => [i.email, i.token])
        await expectStepUp(
          (b) =>
            api.post(
              "/admin/invites",
              { email: "new@test.local", ...b },
              staff()
            ),
          {},
          invites,
          STAFF
        )

        const invited = await api.post(
          "/admin/invites",
          { email: "new@test.local", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(invited.status).toBe(200)
        const inviteId = invited.data.invite.id
        await expectStepUp(
          (b) => api.post(`/admin/invites/${inviteId}/resend`, b, staff()),
          {},
          invites,
          STAFF
        )
        const resent = await api.post(
          `/admin/invites/${inviteId}/resend`,
          { secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(resent.status).toBe(200)
      })

      it("loan approval and rejection refuse without it and change nothing", async () => {
        const applied = await api.post(
          "/store/loans",
          { card: "gold", secondary_password: secondary("bob") },
          as("bob")
        )
        const id = applied.data.loan.id
        const loan = async () =>
          (await api.get(`/admin/loans?member=bob`, admin)).data.loans.map(
            (l: { status: string }) => l.status
          )
        await expectStepUp(
          (b) =>
            api.post(
              `/admin/loans/${id}/reject`,
              { reason: "no", ...b },
              staff()
            ),
          {},
          loan,
          STAFF
        )
        await expectStepUp(
          (b) => api.post(`/admin/loans/${id}/approve`, b, staff()),
          {},
          loan,
          STAFF
        )
        const rejected = await api.post(
          `/admin/loans/${id}/reject`,
          { reason: "no", secondary_password: STAFF_SECONDARY },
          staff()
        )
        expect(rejected.data.loan.status).toBe("rejected")
      })

      it("a staff member without a profile sets their first secondary password only with their login password, audited", async () => {
        const me = await staffUserId()
        const profiles = await members().listStaffProfiles({ user_id: me })
        await members().deleteStaffProfiles(profiles.map((p) => p.id))
        const body = {
          username: "firststaff",
          secondary_password: "Second0000x",
        }
        const without = await refused(
          api.post(`/admin/staff/${me}`, body, admin)
        )
        expect(without.status).toBe(400)
        expect(without.data.field).toBe("actor_password")
        const wrong = await refused(
          api.post(
            `/admin/staff/${me}`,
            { ...body, actor_password: "Not-the-password-1" },
            admin
          )
        )
        expect(wrong.data).toMatchObject({
          code: "staff_password_invalid",
          field: "actor_password",
        })
        expect(await members().listStaffProfiles({ user_id: me })).toEqual([])
        const ok = await api.post(
          `/admin/staff/${me}`,
          { ...body, actor_password: ADMIN.password },
          admin
        )
        expect(ok.data.staff.has_secondary_password).toBe(true)
        const audit = await members().listAuditEntries({
          action: "staff.first_secondary_password",
        })
        expect(audit.map((a) => a.actor_id)).toEqual([me])
      })
    })

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

    describe("fail closed", () => {
      it("names each module a plugin needs that no listed plugin provides", () => {
        const all = ["content", "network", "members", "ledger", "rewards"].map(
          (p) => `@uuc/${p}`
        )
        expect(missingNeeds(all)).toEqual([])
        expect(missingNeeds(all.filter((p) => p !== "@uuc/rewards"))).toEqual([
          { plugin: "@uuc/ledger", key: "rewards" },
          { plugin: "@uuc/ledger", key: "plan" },
        ])
        expect(missingNeeds(all.filter((p) => p !== "@uuc/members"))).toEqual([
          { plugin: "@uuc/ledger", key: "members" },
          { plugin: "@uuc/rewards", key: "members" },
        ])
      })
    })
  },
})
