import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { fund, until } from "./ledger"
import { shopCustomers } from "./shop"
import { ledger } from "./services"
import type { Failed } from "./auth"
import { STAFF_SECONDARY } from "./people"
import {
  type Api,
  type GetContainer,
  type Headers,
  type Pg,
  onceBeforeTests,
  signedIn,
} from "./suite"

// The shop's specs' shared set-up (store/products, store/carts, store/carts-uuc,
// admin/shop-orders): the shop's demo region, members std (standard card) and gold
// (gold card) under root, and guest (no card).

export { STAFF_SECONDARY }
export type Price = { calculated_amount: number; original_amount: number }
export type StoreProduct = {
  id: string
  variants: { id: string; title: string; calculated_price: Price }[]
}

export const GOODS = {
  title: "Green tea",
  description: "Leaves from the hills",
  points_discount: "5",
  specs: [
    { name: "500 g", price: "100" },
    { name: "1 kg", price: "180", member_price: "30" },
  ],
}

/** The suite's helpers; registers its hooks. `region.id` is each test's. */
export function shopSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer)
  const { ids, customers, region, as, seed, newCart } = shopCustomers(
    api,
    store
  )
  const balances = (u: string) => ledger(getContainer()).getBalances(ids[u])
  const verifyOk = async () => {
    const { data } = await api.get("/admin/ledger/verify", admin)
    expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
  }
  const db = () =>
    getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  /** Staff audit rows of an action: read at once, they commit with the change. */
  const audit = async (action: string) =>
    (
      await db().raw(
        `select target_type, target_id, before, after from audit_entry
          where action = ? and deleted_at is null order by created_at`,
        [action]
      )
    ).rows
  const products = async (h: Headers) =>
    (
      await api.get(
        `/store/products?region_id=${region.id}&fields=*variants.calculated_price`,
        h
      )
    ).data.products as StoreProduct[]
  const inGroup = async (u: string, card: string) =>
    until(
      async () => {
        const c = await getContainer()
          .resolve(Modules.CUSTOMER)
          .retrieveCustomer(customers[u], { relations: ["groups"] })
        return (c.groups ?? []).map((g) => g.name)
      },
      (names) => names.includes(`UUC ${card} card`)
    )
  const addAddress = (u: string) =>
    getContainer().resolve(Modules.CUSTOMER).createCustomerAddresses({
      customer_id: customers[u],
      first_name: u,
      phone: "+5511999999999",
      address_1: "Rua A 1",
      city: "São Paulo",
      country_code: "br",
      is_default_shipping: true,
    })

  beforeAll(() => {
    // failed requests name their answer (a 4xx expected by a test is logged too)
    if (process.env.SHOP_TEST_DEBUG)
      api.interceptors.response.use(undefined, (e: Failed) => {
        console.log(e.config?.url, JSON.stringify(e.response?.data))
        return Promise.reject(e)
      })
  })

  onceBeforeTests(async () => {
    const container = getContainer()
    await seed(container, [
      ["root", null],
      ["std", "root"],
      ["gold", "root"],
      ["guest", "root"],
    ])
    await fund(container, ids.std, "100")
    await fund(container, ids.gold, "200")
    // A card activation is a money move: its key and the secondary password.
    await api.post(
      "/store/cards/activate",
      { card: "standard", secondary_password: "stdSecond1" },
      as("std", "activate-std")
    )
    await api.post(
      "/store/cards/activate",
      { card: "gold", secondary_password: "goldSecond1" },
      as("gold", "activate-gold")
    )
    await inGroup("std", "standard")
    await inGroup("gold", "gold")
  })

  return {
    admin,
    store,
    region,
    ids,
    customers,
    as,
    balances,
    verifyOk,
    db,
    audit,
    products,
    inGroup,
    newCart,
    addAddress,
  }
}
