// Guards see a path as Express routes it: every spelling of a guarded route (upper
// case, a trailing slash, a doubled slash, a percent-encoded letter) meets the same
// refusal as the canonical one. Every /store route Medusa serves at boot is
// classified (allowed, guarded or closed); Medusa's returns are closed, its
// shipping calculation is the cart's member's only, and the admin routes that make
// credentials or refund money need the staff secondary password.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, type Failed } from "../helpers/auth"
import { goods } from "../helpers/merchant-suite"
import { STAFF_SECONDARY } from "../helpers/people"
import { routeTable } from "../helpers/route-table"
import { members } from "../helpers/services"
import { shopCustomers } from "../helpers/shop"
import { onceBeforeTests, signedIn, type Headers } from "../helpers/suite"

jest.setTimeout(300 * 1000)

/**
 * Every /store route Medusa serves, by how the shop treats it: `allowed` (open, or
 * guarded by its own method-bound middlewares, which Express matches as it
 * matches the route), `guarded` (the shop's path guards decide who may call it:
 * the cart's, payment collection's or order's member; carts made by members
 * only), `closed` (404 to everyone).
 */
type Class = "allowed" | "guarded" | "closed"
const STORE_ROUTES: Record<string, Class> = {
  "DELETE /store/carts/:id/line-items/:line_id": "guarded",
  "DELETE /store/carts/:id/promotions": "guarded",
  "DELETE /store/customers/me/addresses/:address_id": "allowed",
  "GET /store/activations": "allowed",
  "GET /store/bonus-records": "allowed",
  "GET /store/burns": "allowed",
  "GET /store/captcha": "allowed",
  "GET /store/captcha/audio": "allowed",
  "GET /store/cards": "allowed",
  "GET /store/carts/:id": "guarded",
  "GET /store/chain-addresses": "allowed",
  "GET /store/collections": "allowed",
  "GET /store/collections/:id": "allowed",
  "GET /store/currencies": "allowed",
  "GET /store/currencies/:code": "allowed",
  "GET /store/customers/me": "allowed",
  "GET /store/customers/me/addresses": "allowed",
  "GET /store/customers/me/addresses/:address_id": "allowed",
  "GET /store/deposit-addresses": "allowed",
  "GET /store/exchanges": "allowed",
  "GET /store/guide": "allowed",
  "GET /store/leaderboard": "allowed",
  "GET /store/ledger/balances": "allowed",
  "GET /store/ledger/entries": "allowed",
  "GET /store/loans": "allowed",
  "GET /store/low-pool": "allowed",
  "GET /store/members/me": "allowed",
  "GET /store/members/me/security-question": "allowed",
  "GET /store/merchant-applications/me": "allowed",
  "GET /store/merchant/goods": "allowed",
  "GET /store/merchant/goods/:id": "allowed",
  "GET /store/merchant/orders": "allowed",
  "GET /store/network/team": "allowed",
  "GET /store/network/team/tree": "allowed",
  "GET /store/notices": "allowed",
  "GET /store/notices/:id": "allowed",
  "GET /store/notification-email/unsubscribe": "allowed",
  "GET /store/notification-preferences": "allowed",
  "GET /store/notifications": "allowed",
  "GET /store/openapi.json": "allowed",
  "GET /store/orders": "allowed",
  "GET /store/orders/:id": "guarded",
  "GET /store/payment-providers": "allowed",
  "GET /store/plan": "allowed",
  "GET /store/plan/cards": "allowed",
  "GET /store/product-categories": "allowed",
  "GET /store/product-categories/:id": "allowed",
  "GET /store/product-options": "allowed",
  "GET /store/product-options/:id": "allowed",
  "GET /store/product-tags": "allowed",
  "GET /store/product-tags/:id": "allowed",
  "GET /store/product-types": "allowed",
  "GET /store/product-types/:id": "allowed",
  "GET /store/product-variants": "allowed",
  "GET /store/product-variants/:id": "allowed",
  "GET /store/products": "allowed",
  "GET /store/products/:id": "allowed",
  "GET /store/recharges": "allowed",
  "GET /store/recharges/:id": "allowed",
  "GET /store/regions": "allowed",
  "GET /store/regions/:id": "allowed",
  "GET /store/return-reasons": "allowed",
  "GET /store/return-reasons/:id": "allowed",
  "GET /store/shipping-options": "guarded",
  "GET /store/shop/orders": "allowed",
  "GET /store/shop/products": "allowed",
  "GET /store/shop/search": "allowed",
  "GET /store/token-price": "allowed",
  "GET /store/transfers": "allowed",
  "GET /store/transfers/recipient": "allowed",
  "GET /store/withdrawals": "allowed",
  "GET /store/withdrawals/rules": "allowed",
  "POST /store/activations/:id/refund": "allowed",
  "POST /store/burns": "allowed",
  "POST /store/cards/activate": "allowed",
  "POST /store/carts": "guarded",
  "POST /store/carts/:id": "guarded",
  "POST /store/carts/:id/checkout": "guarded",
  "POST /store/carts/:id/complete": "guarded",
  "POST /store/carts/:id/customer": "guarded",
  "POST /store/carts/:id/line-items": "guarded",
  "POST /store/carts/:id/line-items/:line_id": "guarded",
  "POST /store/carts/:id/points": "guarded",
  "POST /store/carts/:id/promotions": "guarded",
  "POST /store/carts/:id/shipping-methods": "guarded",
  "POST /store/carts/:id/taxes": "guarded",
  "POST /store/carts/:id/uuc-address": "guarded",
  "POST /store/carts/:id/uuc-line-items": "guarded",
  "POST /store/carts/:id/uuc-line-items/:line_id": "guarded",
  "POST /store/customers": "allowed",
  "POST /store/customers/me": "allowed",
  "POST /store/customers/me/addresses": "allowed",
  "POST /store/customers/me/addresses/:address_id": "allowed",
  "POST /store/exchanges": "allowed",
  "POST /store/loans": "allowed",
  "POST /store/low-pool": "allowed",
  "POST /store/members/login": "allowed",
  "POST /store/members/me": "allowed",
  "POST /store/members/me/avatar": "allowed",
  "POST /store/members/me/impersonation/end": "allowed",
  "POST /store/members/me/password": "allowed",
  "POST /store/members/me/totp": "allowed",
  "POST /store/members/me/totp/confirm": "allowed",
  "POST /store/members/me/totp/disable": "allowed",
  "POST /store/members/me/wallet-proof": "allowed",
  "POST /store/members/me/wallet-proof/challenge": "allowed",
  "POST /store/members/password-reset": "allowed",
  "POST /store/members/register": "allowed",
  "POST /store/merchant-applications": "allowed",
  "POST /store/merchant/goods": "allowed",
  "POST /store/merchant/goods/:id": "allowed",
  "POST /store/merchant/orders/:id/ship": "allowed",
  "POST /store/merchant/uploads": "allowed",
  "POST /store/notification-email": "allowed",
  "POST /store/notification-email/confirm": "allowed",
  "POST /store/notification-preferences": "allowed",
  "POST /store/notifications/read": "allowed",
  "POST /store/orders/:id/transfer/accept": "guarded",
  "POST /store/orders/:id/transfer/cancel": "guarded",
  "POST /store/orders/:id/transfer/decline": "guarded",
  "POST /store/orders/:id/transfer/request": "guarded",
  "POST /store/payment-collections": "guarded",
  "POST /store/payment-collections/:id/payment-sessions": "guarded",
  "POST /store/recharges": "allowed",
  "POST /store/returns": "closed",
  "POST /store/search": "allowed",
  "POST /store/shipping-options/:id/calculate": "guarded",
  "POST /store/shop/orders/:id/cancel": "allowed",
  "POST /store/shop/orders/:id/receive": "allowed",
  "POST /store/shop/uuc-carts": "allowed",
  "POST /store/transfers": "allowed",
  "POST /store/withdrawals": "allowed",
}

/**
 * The spellings of a path Express routes alike: its static segments upper-cased,
 * a trailing slash, a doubled slash before the last segment, the last static
 * segment's first letter percent-encoded. Ids stay as they are (they are
 * case-sensitive).
 */
function spellings(path: string, statics: Set<number>): [string, string][] {
  const parts = path.split("/")
  const lastStatic = Math.max(...statics)
  const encoded = parts.map((p, i) =>
    i === lastStatic
      ? `%${p.charCodeAt(0).toString(16).toUpperCase()}${p.slice(1)}`
      : p
  )
  return [
    [
      "upper case",
      parts.map((p, i) => (statics.has(i) ? p.toUpperCase() : p)).join("/"),
    ],
    ["trailing slash", `${path}/`],
    [
      "doubled slash",
      [...parts.slice(0, -1), "", parts[parts.length - 1]].join("/"),
    ],
    ["percent-encoded letter", encoded.join("/")],
  ]
}

/** A template's path with its params filled in, and which segments are static. */
function fill(template: string, params: Record<string, string>) {
  const statics = new Set<number>()
  const path = template
    .split("/")
    .map((s, i) => {
      if (!s.startsWith(":")) {
        if (s) statics.add(i)
        return s
      }
      return params[s] ?? s
    })
    .join("/")
  return { path, statics }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const { customers, region, as, seed, newCart } = shopCustomers(api, store)
    const variants: Record<string, string> = {}
    onceBeforeTests(async () => {
      await seed(getContainer(), [
        ["root", null],
        ["buyer", "root"],
        ["alice", "root"],
      ])
      const { data } = await api.post(
        "/admin/goods",
        goods("Tea", "100"),
        admin
      )
      variants.tea = data.goods.specs[0].id
    })

    const nobody = (): Headers => ({ headers: { ...store.headers } })
    const answer = (p: Promise<{ status: number; data: unknown }>) =>
      p.then(
        (r) => ({ status: r.status, code: undefined as string | undefined }),
        (e: Failed) => {
          const r = errorAnswer(e) as {
            status: number
            data?: { code?: string }
          }
          return { status: r.status, code: r.data?.code }
        }
      )
    const send = (method: string, url: string, body: object, h: Headers) =>
      answer(
        method === "GET"
          ? api.get(url, h)
          : method === "DELETE"
            ? api.delete(url, h)
            : api.post(url, body, h)
      )
    const cartOf = async (id: string) =>
      getContainer()
        .resolve(Modules.CART)
        .retrieveCart(id, { relations: ["items"] })

    it("classifies every /store route Medusa serves at boot", () => {
      const live = routeTable("/store")
      expect(live.length).toBeGreaterThan(50)
      expect(live.filter((r) => !(r in STORE_ROUTES))).toEqual([])
      // and no class for a route that is gone
      expect(
        Object.keys(STORE_ROUTES).filter((r) => !live.includes(r))
      ).toEqual([])
    })

    it("refuses every spelling of a guarded or closed route as it refuses the canonical path", async () => {
      const cart = await newCart("buyer", [[variants.tea, 1]])
      const [line] = (await cartOf(cart)).items ?? []
      const params: Record<string, string> = {
        ":id": cart,
        ":line_id": line.id,
      }
      const checked: string[] = []
      for (const [route, kind] of Object.entries(STORE_ROUTES)) {
        if (kind === "allowed") continue
        const [method, template] = route.split(" ")
        const ids: Record<string, string> = template.startsWith(
          "/store/shipping-options/"
        )
          ? { ":id": "so_unknown" }
          : template.startsWith("/store/orders/") ||
              template.startsWith("/store/payment-collections/")
            ? { ":id": "unknown_1" }
            : params
        const { path, statics } = fill(template, ids)
        const body = {
          cart_id: cart,
          quantity: 1,
          variant_id: variants.tea,
          order_id: "order_x",
          items: [],
        }
        // another member: the cart is not theirs; no token for the cart's creation
        const caller =
          route === "POST /store/carts" ? nobody : () => as("alice")
        const canonical = await send(method, path, body, caller())
        expect({ route, ...canonical }).toMatchObject({
          route,
          status:
            kind === "closed" ? 404 : route === "POST /store/carts" ? 401 : 404,
        })
        for (const [name, spelled] of spellings(path, statics)) {
          const res = await send(method, spelled, body, caller())
          expect({ route, name, ...res }).toEqual({ route, name, ...canonical })
        }
        checked.push(route)
      }
      expect(checked.length).toBeGreaterThan(25)
      // the cart is as it was
      expect(
        (await cartOf(cart)).items?.map((i) => Number(i.quantity))
      ).toEqual([1])
    })

    it("checks quantities, the cart's email and the completion on every spelling of the cart's routes", async () => {
      const cart = await newCart("buyer", [[variants.tea, 1]])
      const { path, statics } = fill("/store/carts/:id/line-items", {
        ":id": cart,
      })
      for (const quantity of [1.5, 1500]) {
        const body = { variant_id: variants.tea, quantity }
        const canonical = await send("POST", path, body, as("buyer"))
        expect(canonical).toEqual({ status: 400, code: "invalid_quantity" })
        for (const [name, spelled] of spellings(path, statics))
          expect({
            name,
            ...(await send("POST", spelled, body, as("buyer"))),
          }).toEqual({
            name,
            ...canonical,
          })
      }
      const [line] = (await cartOf(cart)).items ?? []
      const linePath = fill("/store/carts/:id/line-items/:line_id", {
        ":id": cart,
        ":line_id": line.id,
      })
      for (const [name, spelled] of [
        ["canonical", linePath.path] as [string, string],
        ...spellings(linePath.path, linePath.statics),
      ])
        expect({
          name,
          ...(await send("POST", spelled, { quantity: 2.5 }, as("buyer"))),
        }).toEqual({ name, status: 400, code: "invalid_quantity" })
      expect(
        (await cartOf(cart)).items?.map((i) => Number(i.quantity))
      ).toEqual([1])

      // an email would hand the cart to a guest customer of that email
      const created = fill("/store/carts", {})
      for (const [name, spelled] of [
        ["canonical", created.path] as [string, string],
        ...spellings(created.path, created.statics),
      ]) {
        const email = `guest-${name.replace(/\W/g, "")}@test.local`
        const { data } = await api.post(
          spelled,
          { region_id: region.id, email },
          as("buyer")
        )
        const made = await cartOf(data.cart.id)
        expect({
          name,
          customer: made.customer_id,
          guest: made.email === email,
        }).toEqual({
          name,
          customer: customers.buyer,
          guest: false,
        })
      }
      const own = fill("/store/carts/:id", { ":id": cart })
      for (const [name, spelled] of [
        ["canonical", own.path] as [string, string],
        ...spellings(own.path, own.statics),
      ]) {
        await api.post(spelled, { email: "guest@test.local" }, as("buyer"))
        const after = await cartOf(cart)
        expect({
          name,
          customer: after.customer_id,
          guest: after.email === "guest@test.local",
        }).toEqual({ name, customer: customers.buyer, guest: false })
      }
      const complete = fill("/store/carts/:id/complete", { ":id": cart })
      for (const [name, spelled] of [
        ["canonical", complete.path] as [string, string],
        ...spellings(complete.path, complete.statics),
      ])
        expect({
          name,
          ...(await send("POST", spelled, {}, as("buyer"))),
        }).toEqual({
          name,
          status: 400,
          code: "checkout_required",
        })
      expect((await cartOf(cart)).completed_at).toBeFalsy()
    })

    it("closes Medusa's returns: no return is made or received, with or without a member", async () => {
      const body = {
        order_id: "order_x",
        items: [{ id: "item_x", quantity: 1 }],
        return_shipping: { option_id: "so_x" },
        receive_now: true,
      }
      for (const headers of [nobody(), as("buyer")])
        expect(await send("POST", "/store/returns", body, headers)).toEqual({
          status: 404,
          code: "not_found",
        })
      const returns = await getContainer()
        .resolve(Modules.ORDER)
        .listReturns({})
      expect(returns).toEqual([])
    })

    it("calculates shipping for the cart's member only, and only options with a calculated price", async () => {
      const cart = await newCart("buyer", [[variants.tea, 1]])
      await api.post(
        `/store/carts/${cart}`,
        {
          shipping_address: {
            first_name: "buyer",
            address_1: "Rua A 1",
            city: "São Paulo",
            country_code: "br",
          },
        },
        as("buyer")
      )
      const { data } = await api.get(
        `/store/shipping-options?cart_id=${cart}`,
        as("buyer")
      )
      const option = data.shipping_options[0].id as string
      const url = `/store/shipping-options/${option}/calculate`
      expect(await send("POST", url, { cart_id: cart }, as("buyer"))).toEqual({
        status: 400,
        code: "shipping_option_not_calculated",
      })
      for (const headers of [nobody(), as("alice")])
        expect(await send("POST", url, { cart_id: cart }, headers)).toEqual({
          status: 404,
          code: "cart_not_found",
        })
      expect(
        await send(
          "GET",
          `/store/shipping-options?cart_id=${cart}`,
          {},
          as("alice")
        )
      ).toEqual({ status: 404, code: "cart_not_found" })
      expect(await send("POST", url, {}, as("buyer"))).toEqual({
        status: 404,
        code: "cart_not_found",
      })
    })

    describe("staff step-up on Medusa's admin routes", () => {
      const audits = async (action: string) =>
        (await members(getContainer()).listAuditEntries({ action })).length
      const refusedWithout = async (
        method: string,
        path: string,
        body: object
      ) => {
        const statics = new Set(
          path
            .split("/")
            .map((s, i) => (s && !/\d/.test(s) ? i : -1))
            .filter((i) => i >= 0)
        )
        for (const [name, spelled] of [
          ["canonical", path] as [string, string],
          ...spellings(path, statics),
        ]) {
          expect({
            name,
            ...(await send(method, spelled, body, admin)),
          }).toEqual({
            name,
            status: 400,
            code: "secondary_password_required",
          })
        }
      }

      it("invites staff with the secondary password only, whatever the spelling", async () => {
        const invites = () =>
          getContainer().resolve(Modules.USER).listInvites({})
        await refusedWithout("POST", "/admin/invites", {
          email: "new@test.local",
        })
        expect(await invites()).toEqual([])
        const made = await api.post(
          "/admin/INVITES/",
          { email: "new@test.local", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(made.status).toBe(200)
        const id = made.data.invite.id as string
        await refusedWithout("POST", `/admin/invites/${id}/resend`, {})
        const resent = await api.post(
          `/admin/invites/${id}/resend`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(resent.status).toBe(200)
        expect(await audits("staff.invite")).toBe(1)
        expect(await audits("staff.invite_resend")).toBe(1)
      })

      it("makes, revokes and deletes a secret API key with the secondary password only", async () => {
        const keys = async () =>
          (
            await getContainer()
              .resolve(Modules.API_KEY)
              .listApiKeys({ type: "secret" })
          ).map((k) => [k.id, k.revoked_at === null])
        const before = await keys()
        await refusedWithout("POST", "/admin/api-keys", {
          title: "robot",
          type: "secret",
        })
        expect(await keys()).toEqual(before)
        // a publishable key is no credential
        const publishable = await api.post(
          "/admin/api-keys",
          { title: "shop", type: "publishable" },
          admin
        )
        expect(publishable.status).toBe(200)
        const made = await api.post(
          "/admin/api-keys",
          {
            title: "robot",
            type: "secret",
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
        expect(made.status).toBe(200)
        const id = made.data.api_key.id as string
        expect(await audits("api_key.create")).toBe(1)
        await refusedWithout("POST", `/admin/api-keys/${id}/revoke`, {})
        expect((await keys()).find(([k]) => k === id)).toEqual([id, true])
        const revoked = await api.post(
          `/admin/api-keys/${id}/revoke`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(revoked.status).toBe(200)
        expect(await audits("api_key.revoke")).toBe(1)
        const gone = await api.delete(`/admin/api-keys/${id}`, {
          ...admin,
          data: { secondary_password: STAFF_SECONDARY },
        })
        expect(gone.status).toBe(200)
        expect(await audits("api_key.delete")).toBe(1)
      })

      it("refunds a payment with the secondary password only", async () => {
        await refusedWithout("POST", "/admin/payments/pay_unknown/refund", {
          amount: 1,
        })
        // with it, Medusa answers for the payment (there is none)
        const res = await send(
          "POST",
          "/admin/payments/pay_unknown/refund",
          { amount: 1, secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(res.status).toBe(404)
      })
    })
  },
})
