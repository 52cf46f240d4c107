import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import Decimal from "decimal.js"
import { fund, until } from "./ledger"
import { shopCustomers } from "./shop"
import { STAFF_SECONDARY } from "./people"
import { ledger as ledgerOf } from "./services"
import {
  type Api,
  type GetContainer,
  onceBeforeTests,
  signedIn,
  type Pg,
} from "./suite"

// The merchant money specs' shared set-up (flows/merchant-checkout,
// flows/merchant-settlement): the shop's demo region; members alice and bob are
// merchants with goods of their own, the platform sells tea, and the buyer (a
// standard card) has an address.

export { STAFF_SECONDARY }
export type Order = {
  id: string
  currency?: string
  merchant: string | null
  total: string
  points: string
  status: string
  settlement: {
    status: string
    amount: string | null
    commission: string | null
  } | null
}

export const D = (v: string | undefined) => new Decimal(v ?? "0")

export const goods = (title: string, price: string, extra = {}) => ({
  title,
  description: title,
  points_discount: "5",
  status: "listed",
  specs: [{ name: "one", price, ...extra }],
})

/** The suite's helpers; its set-up is made once, before the first test (onceBeforeTests). */
export function merchantSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer)
  const { ids, customers, as, seed, newCart, readyCart } = shopCustomers(
    api,
    store
  )
  const merchants: Record<string, string> = {}
  const variants: Record<string, string> = {}
  const ledger = () => ledgerOf(getContainer())
  const balances = (u: string) => ledger().getBalances(ids[u])
  /** The ledger's own verify service method: every check passes. */
  const verifyOk = async () => {
    const report = await ledger().verify()
    expect(report.checks.filter((c) => !c.ok)).toEqual([])
    expect(report.ok).toBe(true)
  }
  const pg = () =>
    getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  const activate = async (u: string) => {
    await fund(getContainer(), ids[u], "100")
    await api.post(
      "/store/cards/activate",
      { card: "standard", secondary_password: `${u}Second1` },
      as(u, `activate-${u}`)
    )
  }
  const becomeMerchant = async (u: string) => {
    await api.post(
      `/admin/members/${ids[u]}`,
      { star_level: 5, secondary_password: STAFF_SECONDARY },
      admin
    )
    const { data } = await api.post(
      "/store/merchant-applications",
      { description: `${u}'s shop` },
      as(u)
    )
    const passed = await api.post(
      `/admin/merchant-applications/${data.application.id}/approve`,
      { secondary_password: STAFF_SECONDARY },
      admin
    )
    merchants[u] = passed.data.merchant.id
  }
  /** The buyer's cart of the platform's tea, two of alice's jars and bob's soap. */
  const splitCart = () =>
    newCart("buyer", [
      [variants.platform, 1],
      [variants.alice, 2],
      [variants.bob, 1],
    ])
  const byMerchant = (orders: Order[]) =>
    Object.fromEntries(
      orders.map((o) => [
        o.merchant === merchants.alice
          ? "alice"
          : o.merchant === merchants.bob
            ? "bob"
            : "platform",
        o,
      ])
    ) as Record<"platform" | "alice" | "bob", Order>

  onceBeforeTests(async () => {
    const container = getContainer()
    await seed(container, [
      ["root", null],
      ["alice", "root"],
      ["bob", "root"],
      ["buyer", "root"],
    ])
    // root earns (active); the buyer pays member prices (standard: 20%)
    await activate("root")
    await activate("buyer")
    await becomeMerchant("alice")
    await becomeMerchant("bob")
    const made = async (key: string, body: Record<string, unknown>) => {
      const { data } = await api.post("/admin/goods", body, admin)
      variants[key] = data.goods.specs[0].id
    }
    await made("platform", goods("Tea", "100")) // 20 for a standard card
    await made("alice", {
      ...goods("Honey", "50", { member_price: "30" }),
      merchant_id: merchants.alice,
    })
    await made("bob", {
      ...goods("Soap", "40"),
      points_discount: "0",
      merchant_id: merchants.bob,
    }) // 8 for a standard card
    await getContainer().resolve(Modules.CUSTOMER).createCustomerAddresses({
      customer_id: customers.buyer,
      first_name: "Buyer",
      phone: "+5511999999999",
      address_1: "Rua A 1",
      city: "São Paulo",
      country_code: "br",
      is_default_shipping: true,
    })
    await until(
      async () => {
        const c = await getContainer()
          .resolve(Modules.CUSTOMER)
          .retrieveCustomer(customers.buyer, { relations: ["groups"] })
        return (c.groups ?? []).map((g) => g.name)
      },
      (names) => names.includes("UUC standard card")
    )
  })

  return {
    admin,
    store,
    ids,
    customers,
    merchants,
    variants,
    as,
    balances,
    verifyOk,
    pg,
    newCart,
    readyCart,
    splitCart,
    byMerchant,
  }
}
