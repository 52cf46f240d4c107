import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer } from "../helpers/auth"
import { type Headers } from "../helpers/ledger"
import { signedIn } from "../helpers/suite"
import { shopCustomers } from "../helpers/shop"

jest.setTimeout(300 * 1000)

type StoreProduct = {
  id: string
  variants: { calculated_price: { calculated_amount: number } }[]
}
type Page = { product_ids: string[]; count: number }

/** An amount Medusa answered (a JSON number of at most 2 places here) in cents. */
const cents = (x: number) => BigInt(x.toFixed(2).replace(".", ""))

// Prices chosen so that the gold member's order differs from the guest's.
const GOODS: [
  string,
  { name: string; price: string; member_price?: string }[],
][] = [
  ["Apple", [{ name: "One", price: "50" }]],
  [
    "Bread",
    [
      { name: "Small", price: "100" },
      { name: "Large", price: "10" },
    ],
  ],
  ["Cheese", [{ name: "One", price: "80", member_price: "2" }]],
  ["Dates", [{ name: "One", price: "30" }]],
  ["Eggs", [{ name: "One", price: "60" }]],
]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const { customers, region, as, seed } = shopCustomers(api, store)

    beforeEach(async () => {
      const container = getContainer()
      await seed(container, [
        ["root", null],
        ["gold", "root"],
      ])
      const customerModule = container.resolve(Modules.CUSTOMER)
      const [group] = await customerModule.listCustomerGroups({
        name: "UUC gold card",
      })
      await customerModule.addCustomerToGroup({
        customer_id: customers.gold,
        customer_group_id: group.id,
      })
    })

    it("sorts and filters by the price the shopper pays across pages (gold member, guest); unlisted goods are left out", async () => {
      const made: Record<string, string> = {}
      for (const [title, specs] of GOODS)
        made[title] = (
          await api.post(
            "/admin/goods",
            { title, description: title, points_discount: "0", specs },
            admin
          )
        ).data.goods.id
      await api.post(`/admin/goods/${made.Eggs}/unlist`, {}, admin)

      // What each shopper pays per listed product, as Medusa's pricing answers it.
      const pays = async (h: Headers) => {
        const { data } = await api.get(
          `/store/products?region_id=${region.id}&limit=100&fields=id,*variants.calculated_price`,
          h
        )
        return new Map(
          (data.products as StoreProduct[]).map((p) => [
            p.id,
            p.variants
              .map((v) => cents(v.calculated_price.calculated_amount))
              .reduce((a, b) => (b < a ? b : a)),
          ])
        )
      }
      // Every page of our route, two goods a page.
      const walk = async (h: Headers, query: string) => {
        const out: string[] = []
        let count = -1
        for (let offset = 0; count < 0 || offset < count; offset += 2) {
          const { data } = await api.get(
            `/store/shop/products?limit=2&offset=${offset}&${query}`,
            h
          )
          const page = data as Page
          count = page.count
          expect(page.product_ids.length).toBeLessThanOrEqual(2)
          out.push(...page.product_ids)
        }
        expect(out.length).toBe(count)
        return out
      }
      const expected = (
        paid: Map<string, bigint>,
        desc: boolean,
        min?: bigint,
        max?: bigint
      ) =>
        [...paid]
          .filter(
            ([, c]) =>
              (min === undefined || c >= min) && (max === undefined || c <= max)
          )
          .sort(([ia, a], [ib, b]) => {
            const by = a < b ? -1 : a > b ? 1 : ia < ib ? -1 : 1
            return desc ? -by : by
          })
          .map(([id]) => id)

      for (const who of ["gold", null]) {
        const h = who ? as(who) : store
        const paid = await pays(h)
        expect(paid.has(made.Eggs)).toBe(false)
        expect(paid.size).toBeGreaterThanOrEqual(4)
        const asc = await walk(h, "order=price")
        expect(asc).toEqual(expected(paid, false))
        const desc = await walk(h, "order=-price")
        expect(desc).toEqual(expected(paid, true))
        const ranged = await walk(h, "order=price&min_price=2&max_price=30")
        expect(ranged).toEqual(expected(paid, false, 200n, 3000n))
      }

      // Our goods by themselves: the gold member's order is not the guest's.
      const ours = (list: string[]) =>
        list.filter((id) => Object.values(made).includes(id))
      const title = Object.fromEntries(
        Object.entries(made).map(([t, id]) => [id, t])
      )
      expect(
        ours(await walk(as("gold"), "order=price")).map((id) => title[id])
      ).toEqual(["Bread", "Cheese", "Dates", "Apple"])
      expect(
        ours(await walk(store, "order=price")).map((id) => title[id])
      ).toEqual(["Bread", "Dates", "Apple", "Cheese"])
      expect(
        ours(
          await walk(as("gold"), "order=-price&min_price=1.5&max_price=4.5")
        ).map((id) => title[id])
      ).toEqual(["Dates", "Cheese", "Bread"])

      // A base price edit moves the sort at once (the member-price sync keeps it).
      const apple = (await api.get(`/admin/goods/${made.Apple}`, admin)).data
        .goods
      await api.post(
        `/admin/goods/${made.Apple}`,
        {
          title: "Apple",
          description: "Apple",
          points_discount: "0",
          specs: [{ id: apple.specs[0].id, name: "One", price: "5" }],
        },
        admin
      )
      // (the product events' sync may finish after the answer: poll a little)
      const settled = async (h: Headers) => {
        let got: string[] = []
        for (let i = 0; i < 50; i++) {
          got = await walk(h, "order=price")
          if (
            JSON.stringify(got) ===
            JSON.stringify(expected(await pays(h), false))
          )
            break
          await new Promise((r) => setTimeout(r, 200))
        }
        expect(got).toEqual(expected(await pays(h), false))
        return ours(got).map((id) => title[id])
      }
      expect(await settled(store)).toEqual([
        "Apple",
        "Bread",
        "Dates",
        "Cheese",
      ])
      expect((await settled(as("gold")))[0]).toBe("Apple")

      const bad = await api
        .get("/store/shop/products?min_price=abc", store)
        .catch(errorAnswer)
      expect(bad).toMatchObject({
        status: 400,
        data: { code: "invalid_amount" },
      })
    })
  },
})
