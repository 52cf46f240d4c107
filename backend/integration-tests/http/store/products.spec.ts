// Goods on the store: member prices through Medusa's pricing, listing, and
// staff edits of the base price.
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import { errorAnswer } from "../../helpers/auth"
import { until } from "../../helpers/ledger"
import {
  GOODS,
  type Price,
  shopSuite,
  STAFF_SECONDARY,
} from "../../helpers/shop-suite"

jest.setTimeout(300 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store, region, as, db, audit, products } = shopSuite(
      api,
      getContainer
    )

    it("answers member prices through Medusa's pricing: ratio, explicit, per card, after a plan change; only listed goods", async () => {
      const created = await api.post("/admin/goods", GOODS, admin)
      expect(created.status).toBe(201)
      const goods = created.data.goods
      expect(goods).toMatchObject({
        title: "Green tea",
        status: "listed",
        merchant: null,
        points_discount: "5.00",
        specs: [
          {
            name: "500 g",
            price: "100.00",
            member_price: null,
            uuc_price: null,
          },
          { name: "1 kg", price: "180.00", member_price: "30.00" },
        ],
      })
      const price = async (u: string | null) => {
        const list = await until(
          () => products(u ? as(u) : store),
          (l) => l.some((p) => p.id === goods.id)
        )
        const p = list.find((x) => x.id === goods.id)!
        return Object.fromEntries(
          p.variants.map((v) => [v.title, v.calculated_price.calculated_amount])
        )
      }
      expect(await price(null)).toEqual({ "500 g": 100, "1 kg": 180 })
      expect(await price("guest")).toEqual({ "500 g": 100, "1 kg": 180 })
      expect(await price("std")).toEqual({ "500 g": 20, "1 kg": 30 })
      expect(await price("gold")).toEqual({ "500 g": 15, "1 kg": 30 })

      // our linked fields ride along in the same request (allowed on the store route)
      const linked = await api.get(
        `/store/products?region_id=${region.id}&fields=*variants.calculated_price,*shop_product,*variants.shop_variant`,
        as("gold")
      )
      const withFields = (
        linked.data.products as {
          id: string
          shop_product: Record<string, unknown>
          variants: {
            title: string
            calculated_price: Price
            shop_variant: Record<string, unknown>
          }[]
        }[]
      ).find((p) => p.id === goods.id)!
      expect(withFields.shop_product).toMatchObject({
        status: "listed",
        merchant_id: null,
        video: null,
      })
      expect(Number(withFields.shop_product.points_discount)).toBe(5)
      const byTitle = Object.fromEntries(
        withFields.variants.map((v) => [v.title, v])
      )
      expect(byTitle["500 g"].shop_variant.member_price).toBeNull()
      expect(Number(byTitle["1 kg"].shop_variant.member_price)).toBe(30)
      // as the shop's StoreShopProduct / StoreShopVariant say: NUMERIC fields
      // arrive as JSON numbers
      expect(typeof withFields.shop_product.points_discount).toBe("number")
      expect(typeof byTitle["1 kg"].shop_variant.member_price).toBe("number")
      expect(byTitle["500 g"].calculated_price.calculated_amount).toBe(15)

      // the plan's ratio moves every list price
      await api.post(
        "/admin/plan",
        {
          cards: { gold: { price_ratio: "0.10" } },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      const after = await until(
        () => price("gold"),
        (p) => p["500 g"] === 10
      )
      expect(after).toEqual({ "500 g": 10, "1 kg": 30 })

      // pending listing: not in the store
      await api.post(`/admin/goods/${goods.id}/unlist`, {}, admin)
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(false)
      const listed = await api.get("/admin/goods?status=pending_listing", admin)
      expect(listed.data.goods.map((g: { id: string }) => g.id)).toEqual([
        goods.id,
      ])
      await api.post(`/admin/goods/${goods.id}/list`, {}, admin)
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(true)

      // each staff change wrote one audit row in its own transaction
      expect(await audit("goods.create")).toEqual([
        expect.objectContaining({
          target_type: "goods",
          target_id: goods.id,
          before: null,
          after: expect.objectContaining({
            requested: expect.objectContaining({ title: "Green tea" }),
            shop: expect.objectContaining({ status: "listed" }),
          }),
        }),
      ])
      expect(await audit("goods.unlist")).toEqual([
        expect.objectContaining({
          target_id: goods.id,
          before: { status: "listed" },
          after: expect.objectContaining({
            shop: expect.objectContaining({ status: "pending_listing" }),
          }),
        }),
      ])
      expect(await audit("goods.list")).toHaveLength(1)
      expect(
        await db().raw("select count(*)::int as n from shop_audit_intent")
      ).toMatchObject({ rows: [{ n: 0 }] })
      // Medusa's own product route cannot name an actor: a made-up intent writes nothing
      await api.post(
        `/admin/products/${goods.id}`,
        { additional_data: { shop: { audit_intent: "saud_forged" } } },
        admin
      )
      expect(await audit("goods.update")).toHaveLength(0)

      // a status set on Medusa's own product page moves the listing state too
      await api.post(`/admin/products/${goods.id}`, { status: "draft" }, admin)
      expect(
        (await api.get(`/admin/goods/${goods.id}`, admin)).data.goods.status
      ).toBe("pending_listing")
      expect((await products(store)).some((p) => p.id === goods.id)).toBe(false)
      await api.post(
        `/admin/products/${goods.id}`,
        { status: "published" },
        admin
      )
      expect(
        (await api.get(`/admin/goods/${goods.id}`, admin)).data.goods.status
      ).toBe("listed")

      const bad = await api
        .post("/admin/goods", { ...GOODS, specs: [] }, admin)
        .catch(errorAnswer)
      expect(bad).toMatchObject({
        status: 400,
        data: { code: "specs_required" },
      })
    })

    it("an edit of the base price moves the member prices", async () => {
      const created = await api.post("/admin/goods", GOODS, admin)
      const goods = created.data.goods
      const price = async (u: string) => {
        const list = await products(as(u))
        const p = list.find((x) => x.id === goods.id)!
        return Object.fromEntries(
          p.variants.map((v) => [v.title, v.calculated_price.calculated_amount])
        )
      }
      const edited = await api.post(
        `/admin/goods/${goods.id}`,
        {
          ...GOODS,
          specs: [
            { id: goods.specs[0].id, name: "500 g", price: "200" },
            { name: "2 kg", price: "300", member_price: "50" },
          ],
        },
        admin
      )
      expect(
        edited.data.goods.specs.map((s: { name: string }) => s.name)
      ).toEqual(["500 g", "2 kg"])
      const [update, ...more] = await audit("goods.update")
      expect(more).toHaveLength(0)
      expect(update).toMatchObject({
        target_id: goods.id,
        before: {
          specs: [
            { name: "500 g", price: "100.00" },
            { name: "1 kg", price: "180.00" },
          ],
        },
        after: {
          requested: {
            specs: [{ name: "500 g" }, { name: "2 kg" }],
          },
        },
      })
      // the subscribers of the variant events settle it (asynchronous)
      expect(
        await until(
          () => price("std"),
          (p) => p["500 g"] === 40
        )
      ).toEqual({ "500 g": 40, "2 kg": 50 })
    })
  },
})
