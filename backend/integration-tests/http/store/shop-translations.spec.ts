// The demo shop in the members' languages: categories and
// goods carry their texts in every language in Medusa's own metadata, which the
// store's catalogue reads answer; a rerun of the seed fills what is missing and
// keeps what staff changed. Searches find goods by their texts in any language
// (GET /store/shop/search), and staff and merchants write those texts.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import type {
  IFulfillmentModuleService,
  IProductModuleService,
} from "@medusajs/framework/types"
import { signedIn } from "../../helpers/suite"
import type { Failed } from "../../helpers/auth"

jest.setTimeout(300 * 1000)

type Metadata = Record<string, unknown>

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const seed = async () => {
      const { seedShop } = await import("@uuc/shop/testing")
      const { DEMO_CATEGORIES, DEMO_GOODS } = await import("@uuc/shop/seed")
      return seedShop(getContainer(), {
        categories: DEMO_CATEGORIES,
        goods: DEMO_GOODS,
      })
    }
    const category = async (handle: string) => {
      const { data } = await api.get(
        `/store/product-categories?handle=${handle}&fields=id,name,metadata`,
        store
      )
      return data.product_categories[0] as {
        id: string
        name: string
        metadata: Metadata
      }
    }
    const product = async (handle: string) => {
      const { data } = await api.get(
        `/store/products?handle=${handle}&fields=id,title,description,metadata`,
        store
      )
      return data.products[0] as {
        id: string
        title: string
        description: string
        metadata: Metadata
      }
    }

    it("seeds the categories and goods with their texts in every language", async () => {
      await seed()
      const food = await category("food")
      expect(food.name).toBe("Food & drink")
      expect(food.metadata).toMatchObject({
        "name.en-US": "Food & drink",
        "name.pt-BR": "Comidas e bebidas",
        "name.zh-CN": "食品饮料",
      })
      const tea = await product("demo-green-tea")
      expect(tea.title).toBe("Mountain green tea")
      expect(tea.metadata).toMatchObject({
        "title.pt-BR": "Chá verde da montanha",
        "title.zh-CN": "高山绿茶",
        "description.pt-BR":
          "Folhas de chá verde colhidas à mão, embaladas a vácuo.",
        "description.zh-CN": "手工采摘的绿茶叶，真空包装。",
      })
    })

    it("fills missing texts on a rerun and keeps staff's edits, adding no goods twice", async () => {
      await seed()
      const products = getContainer().resolve<IProductModuleService>(
        Modules.PRODUCT
      )
      // a shop seeded before the translations, then staff's own wording
      const food = await category("food")
      await products.updateProductCategories(food.id, {
        metadata: { "name.pt-BR": "Alimentos" },
      })
      expect((await category("food")).metadata["name.zh-CN"]).toBeUndefined()
      const tea = await product("demo-green-tea")
      // a product's metadata is merged, an empty value takes a key away
      await products.updateProducts(tea.id, {
        metadata: { "title.pt-BR": "Chá verde", "title.zh-CN": "" },
      })
      expect(
        (await product("demo-green-tea")).metadata["title.zh-CN"]
      ).toBeUndefined()
      const count = (await products.listProducts({})).length

      const again = await seed()
      expect(again.created).toEqual([])
      expect(await products.listProducts({})).toHaveLength(count)
      expect((await category("food")).metadata).toMatchObject({
        "name.pt-BR": "Alimentos",
        "name.zh-CN": "食品饮料",
      })
      expect((await product("demo-green-tea")).metadata).toMatchObject({
        "title.pt-BR": "Chá verde",
        "title.zh-CN": "高山绿茶",
        "description.pt-BR":
          "Folhas de chá verde colhidas à mão, embaladas a vácuo.",
      })
    })

    const search = async (q: string, extra = "") => {
      const { data } = await api.get(
        `/store/shop/search?q=${encodeURIComponent(q)}${extra}`,
        store
      )
      return data as { product_ids: string[]; count: number }
    }
    it("answers every language's texts to the storefront's field selection, keeping Medusa's defaults", async () => {
      await seed()
      // `+metadata` adds to the defaults (handle, variants, options stay); the
      // variants and categories come whole, their metadata with them
      const { data } = await api.get(
        `/store/products?handle=demo-earbuds&fields=*categories,+metadata`,
        store
      )
      const buds = data.products[0]
      expect(buds.handle).toBe("demo-earbuds")
      expect(buds.metadata["title.zh-CN"]).toBe("无线耳机")
      expect(buds.variants[0].title).toBe("Black")
      expect(buds.variants[0].metadata).toMatchObject({
        "title.pt-BR": "Preto",
        "title.zh-CN": "黑色",
      })
      expect(buds.categories[0].metadata["name.pt-BR"]).toBe("Eletrônicos")
      // a field without a prefix replaces the defaults: why the storefront prefixes
      const bare = await api.get(
        `/store/products?handle=demo-earbuds&fields=metadata`,
        store
      )
      expect(bare.data.products[0].handle).toBeUndefined()
      // the shipping option's name in every language (the store's default fields hold metadata)
      const [option] = await getContainer()
        .resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
        .listShippingOptions(
          { name: "Standard delivery" },
          { select: ["id", "metadata"] }
        )
      expect(option.metadata).toMatchObject({
        "name.pt-BR": "Entrega padrão",
        "name.zh-CN": "标准配送",
      })
    })

    describe("GET /store/shop/search", () => {
      it("finds the goods by their texts in any language, case and accents aside", async () => {
        await seed()
        const coffee = (await product("demo-coffee")).id
        const buds = (await product("demo-earbuds")).id
        expect((await search("café")).product_ids).toEqual([coffee])
        expect((await search("CAFE")).product_ids).toEqual([coffee])
        expect((await search("coffee")).product_ids).toEqual([coffee])
        expect(await search("耳机")).toEqual({
          product_ids: [buds],
          count: 1,
          limit: 20,
          offset: 0,
        })
        // every word, in any of the texts (a pt-BR title word, a zh-CN description word)
        expect((await search("grãos 巴西")).product_ids).toEqual([coffee])
        expect((await search("café 耳机")).product_ids).toEqual([])
        // a spec name in a language
        expect((await search("preto")).product_ids).toEqual([buds])
        // LIKE's wildcards are letters here
        expect((await search("%")).product_ids).toEqual([])
        const electronics = (await category("electronics")).id
        expect(
          (await search("耳机", `&category_id=${electronics}`)).product_ids
        ).toEqual([buds])
        expect(
          (await search("耳机", `&category_id=${(await category("food")).id}`))
            .product_ids
        ).toEqual([])
      })

      it("finds goods by a title staff change, and no longer by the old one", async () => {
        await seed()
        const tea = (await product("demo-green-tea")).id
        // staff's product page (Medusa's own route and workflow)
        await api.post(
          `/admin/products/${tea}`,
          { metadata: { "title.pt-BR": "Chá de jasmim" } },
          admin
        )
        expect((await search("jasmim")).product_ids).toEqual([tea])
        expect((await search("montanha")).product_ids).toEqual([])
        // unlisted goods are not found
        await api.post(`/admin/goods/${tea}/unlist`, {}, admin)
        expect((await search("jasmim")).product_ids).toEqual([])
      })

      it("refuses a search without words or too long", async () => {
        for (const q of [
          "",
          "?q=%20%20",
          `?q=${"a".repeat(201)}`,
          "?limit=0&q=a",
        ]) {
          const res = await api
            .get(`/store/shop/search${q}`, store)
            .catch((e: Failed) => e.response)
          expect(res.status).toBe(400)
          expect(res.data.code).toMatch(/^(required|invalid_data)$/)
        }
      })

      it("finds what the by-price list finds, in any language", async () => {
        await seed()
        const coffee = (await product("demo-coffee")).id
        const { data } = await api.get(
          `/store/shop/products?q=${encodeURIComponent("café")}`,
          store
        )
        expect(data.product_ids).toEqual([coffee])
      })
    })

    describe("goods texts in every language (POST /admin/goods)", () => {
      it("takes the title, description and spec names in each language, answers and finds them", async () => {
        const body = {
          title: "Jasmine soap",
          description: "Hand made.",
          translations: {
            "pt-BR": {
              title: "Sabonete de jasmim",
              description: "Feito à mão.",
            },
            "zh-CN": { title: "茉莉香皂" },
          },
          specs: [
            {
              name: "Green",
              price: "5",
              names: { "pt-BR": "Verde", "zh-CN": "绿色" },
            },
          ],
        }
        const made = await api.post("/admin/goods", body, admin)
        expect(made.status).toBe(201)
        const goods = made.data.goods
        expect(goods.translations).toEqual({
          "pt-BR": { title: "Sabonete de jasmim", description: "Feito à mão." },
          "zh-CN": { title: "茉莉香皂", description: null },
        })
        expect(goods.specs[0].names).toEqual({
          "pt-BR": "Verde",
          "zh-CN": "绿色",
        })
        expect((await search("香皂")).product_ids).toEqual([goods.id])
        expect((await search("sabonete verde")).product_ids).toEqual([goods.id])
        const { data } = await api.get(
          `/store/products?id[]=${goods.id}&fields=+metadata`,
          store
        )
        expect(data.products[0].metadata).toMatchObject({
          "title.en-US": "Jasmine soap",
          "title.pt-BR": "Sabonete de jasmim",
          "title.zh-CN": "茉莉香皂",
        })
        expect(data.products[0].variants[0].metadata["title.pt-BR"]).toBe(
          "Verde"
        )

        // an edit: a language given empty loses its text, one left out keeps it
        const edited = await api.post(
          `/admin/goods/${goods.id}`,
          {
            ...body,
            title: "Jasmine bar soap",
            translations: { "pt-BR": { title: "" } },
            specs: [{ id: goods.specs[0].id, name: "Green", price: "5" }],
          },
          admin
        )
        expect(edited.data.goods.translations).toEqual({
          "pt-BR": { title: null, description: null },
          "zh-CN": { title: "茉莉香皂", description: null },
        })
        expect(edited.data.goods.specs[0].names).toEqual({
          "pt-BR": "Verde",
          "zh-CN": "绿色",
        })
        expect((await search("sabonete")).product_ids).toEqual([])
        expect((await search("bar soap")).product_ids).toEqual([goods.id])
      })

      it("refuses a translated title that is too long", async () => {
        const res = await api
          .post(
            "/admin/goods",
            {
              title: "Soap",
              translations: { "zh-CN": { title: "皂".repeat(301) } },
              specs: [{ name: "One", price: "5" }],
            },
            admin
          )
          .catch((e: Failed) => e.response)
        expect(res.status).toBe(400)
        expect(res.data).toMatchObject({
          code: "too_long",
          field: "translations.zh-CN.title",
        })
      })
    })
  },
})
