// The demo shop in the members' languages: categories and
// goods carry their texts in every language in Medusa's own metadata, which the
// store's catalogue reads answer; a rerun of the seed fills what is missing and
// keeps what staff changed.
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../../helpers/runner"
import type { IProductModuleService } from "@medusajs/framework/types"
import { signedIn } from "../../helpers/suite"

jest.setTimeout(300 * 1000)

type Metadata = Record<string, unknown>

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { store } = signedIn(api, getContainer)
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
  },
})
