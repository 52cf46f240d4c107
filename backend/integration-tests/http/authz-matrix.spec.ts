import { medusaIntegrationTestRunner } from "../helpers/runner"
import { adminHeaders, memberHeaders, storeHeaders } from "../helpers/auth"
import { routesInCode } from "../helpers/routes-in-code"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { answer, staffWithRole } from "../helpers/staff-roles"
import { type Headers } from "../helpers/ledger"
import { CAPTCHA_TEST_CODE } from "../helpers/member-flows"

jest.setTimeout(300 * 1000)
process.env.CAPTCHA_TEST_CODE = CAPTCHA_TEST_CODE

type Role = "owner" | "finance" | "support" | "content"
type Rule = { method: string; path: string; roles: readonly Role[] }
type Access = {
  STAFF_ROLES: readonly Role[]
  ADMIN_ROUTES: readonly Rule[]
  STORE_ROUTES: Record<string, "public" | "member" | "owned">
  rolesFor(method: string, path: string): readonly Role[]
}

const PARAM_VALUES: Record<string, string> = {
  day: "2026-01-01",
  version: "1",
}
const fill = (route: string, id = "probe_missing") =>
  route.replace(/:(\w+)/g, (_, p: string) => PARAM_VALUES[p] ?? id)

medusaIntegrationTestRunner({
  env: { CAPTCHA_TEST_CODE },
  testSuite: ({ api, getContainer }) => {
    let access: Access
    beforeAll(async () => {
      access = (await import("@uuc/members/testing")) as Access
    })

    const call = (method: string, url: string, config: Headers) =>
      answer(() => {
        if (method === "GET") return api.get(url, config)
        if (method === "DELETE") return api.delete(url, config)
        return api.post(url, {}, config)
      })

    it("the route table has exactly the routes the plugins serve", () => {
      const inCode = routesInCode({ param: (n) => `:${n}` })
      const tabled = new Set([
        ...access.ADMIN_ROUTES.map((r) => `${r.method} ${r.path}`),
        ...Object.keys(access.STORE_ROUTES),
      ])
      const missing = inCode.filter((r) => !tabled.has(r))
      const stale = [...tabled].filter((r) => !inCode.includes(r))
      expect({ missing, stale }).toEqual({ missing: [], stale: [] })
      expect(inCode.length).toBeGreaterThan(60)
    })

    it("every /admin route: no token and a member token get 401, each role only what the table allows", async () => {
      const container = getContainer()
      const owner = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
      const roles: Record<Role, Headers> = {
        owner,
        finance: await staffWithRole(container, api, "finance"),
        support: await staffWithRole(container, api, "support"),
        content: await staffWithRole(container, api, "content"),
      }
      const ids: Record<string, string> = {}
      await registerMembers(container, ids, [["root", null]])
      const store = await storeHeaders(container)
      const member = {
        headers: { ...store.headers, ...memberHeaders(ids.root) },
      }

      const unexpected: string[] = []
      const wrongDenial: string[] = []
      const errors: string[] = []
      for (const rule of access.ADMIN_ROUTES) {
        const url = fill(rule.path)
        const label = `${rule.method} ${rule.path}`
        for (const [who, config] of [
          ["no token", { headers: {} }],
          ["member", member],
        ] as const) {
          const r = await call(rule.method, url, config)
          if (r.status !== 401)
            unexpected.push(`${label} as ${who}: ${r.status}`)
        }
        for (const role of access.STAFF_ROLES) {
          const r = await call(rule.method, url, roles[role])
          const code = (r.data as { code?: string } | null)?.code
          if (r.status >= 500) errors.push(`${label} as ${role}: ${r.status}`)
          if (rule.roles.includes(role)) {
            if (r.status === 401 || code === "role_forbidden")
              wrongDenial.push(`${label} as ${role}: ${r.status} ${code}`)
          } else if (r.status !== 403 || code !== "role_forbidden") {
            unexpected.push(`${label} as ${role}: ${r.status} ${code}`)
          }
        }
      }
      expect({ unexpected, wrongDenial, errors }).toEqual({
        unexpected: [],
        wrongDenial: [],
        errors: [],
      })

      // Medusa's own routes: the dashboard's essentials for all, the rest the owner's.
      for (const role of access.STAFF_ROLES) {
        const me = await call("GET", "/admin/users/me", roles[role])
        expect([role, me.status]).toEqual([role, 200])
        const stores = await call("GET", "/admin/stores", roles[role])
        expect([role, stores.status]).toEqual([role, 200])
        const products = await call("GET", "/admin/products", roles[role])
        expect([role, products.status]).toEqual([
          role,
          role === "owner" ? 200 : 403,
        ])
        const invites = await call("POST", "/admin/invites", roles[role])
        if (role !== "owner")
          expect([role, invites.status]).toEqual([role, 403])
      }
      const denied = await call("GET", "/admin/products", roles.content)
      expect(denied.data).toMatchObject({
        code: "role_forbidden",
        message: "Your staff role does not allow this",
      })
    })

    it("every /store member route as another member with the first one's ids: 4xx or none of their data", async () => {
      const container = getContainer()
      const owner = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
      const store = await storeHeaders(container)
      const ids: Record<string, string> = {}
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "root"],
      ])
      // Real member sessions (their tokens name the members' Medusa customers).
      const tokens: Record<string, string> = {}
      for (const who of ["alice", "bob"]) {
        const { data: captcha } = await api.get("/store/captcha", store)
        const { data } = await api.post(
          "/store/members/login",
          {
            username: who,
            password: "Passw0rdXyz",
            captcha_id: captcha.id,
            captcha_code: "test-code",
          },
          store
        )
        tokens[who] = data.token
      }
      const as = (who: string, key?: string): Headers => ({
        headers: {
          ...store.headers,
          authorization: `Bearer ${tokens[who]}`,
          ...(key ? { "idempotency-key": key } : {}),
        },
      })
      await api.post(
        "/admin/chain-addresses",
        {
          chain: "BEP20",
          address: `0x${"ab".repeat(20)}`,
          secondary_password: STAFF_SECONDARY,
        },
        owner
      )
      // Alice's own rows: a recharge report, a card activation, a delivery address.
      const tx = `0x${"7".repeat(64)}`
      const recharge = await api.post(
        "/store/recharges",
        { amount: "42", chain: "BEP20", tx_hash: tx },
        as("alice", "authz-recharge")
      )
      await api.post(
        `/admin/members/${ids.alice}/adjustments`,
        {
          asset: "USDT",
          direction: "increase",
          amount: "100",
          reason: "authz matrix",
          secondary_password: STAFF_SECONDARY,
        },
        { headers: { ...owner.headers, "idempotency-key": "authz-fund" } }
      )
      const activation = await api.post(
        "/store/cards/activate",
        { card: "standard", secondary_password: "aliceSecond1" },
        as("alice", "authz-activate")
      )
      const address = await api.post(
        "/store/customers/me/addresses",
        {
          first_name: "Alice",
          phone: "+55 11 90000-0001",
          address_1: "Rua Secreta 7",
          city: "Recife",
          country_code: "br",
        },
        as("alice")
      )
      const addressId = address.data.customer.addresses[0].id as string
      const owned: Record<string, string> = {
        "GET /store/recharges/:id": recharge.data.recharge.id,
        "POST /store/activations/:id/refund": activation.data.activation.id,
      }
      const secrets = [
        ids.alice,
        tx,
        "alice",
        "Rua Secreta",
        addressId,
        ...Object.values(owned),
      ]

      const leaks: string[] = []
      const unexpected: string[] = []
      for (const [route, kind] of Object.entries(access.STORE_ROUTES)) {
        if (kind === "public") continue
        const [method, pattern] = route.split(" ")
        if (kind === "owned" && !owned[route])
          unexpected.push(`${route}: no row of the first member to probe with`)
        const url = fill(pattern, owned[route])
        const r = await call(method, url, as("bob", `authz-${route}`))
        const text = JSON.stringify(r.data ?? "")
        if (kind === "owned" && (r.status < 400 || r.status >= 500))
          unexpected.push(`${route}: ${r.status}`)
        for (const s of secrets)
          if (text.includes(s)) leaks.push(`${route} shows ${s}`)
        // Without a token: never a member's data.
        const anon = await call(method, url, { headers: store.headers })
        if (anon.status < 400)
          unexpected.push(`${route} without a token: ${anon.status}`)
      }
      // Medusa's own member-owned rows: another member's address id is not found.
      for (const method of ["GET", "POST", "DELETE"]) {
        const r = await call(
          method,
          `/store/customers/me/addresses/${addressId}`,
          as("bob")
        )
        if (r.status !== 404) unexpected.push(`${method} address: ${r.status}`)
        if (JSON.stringify(r.data ?? "").includes("Rua Secreta"))
          leaks.push(`${method} address shows it`)
      }
      const bobs = await call("GET", "/store/customers/me/addresses", as("bob"))
      if (JSON.stringify(bobs.data).includes("Rua Secreta"))
        leaks.push("bob's address list shows alice's")
      expect({ unexpected, leaks }).toEqual({ unexpected: [], leaks: [] })
      // The owner of the row does see it (the probe is meaningful).
      const own = await call(
        "GET",
        `/store/recharges/${owned["GET /store/recharges/:id"]}`,
        as("alice")
      )
      expect(own.status).toBe(200)
    })
  },
})
