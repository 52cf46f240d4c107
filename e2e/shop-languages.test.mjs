// The shop in the member's language: goods written with their texts in pt-BR and
// zh-CN show them on the list and the product page (title, description, spec
// name), and a search in that language finds them ("sabao" finds "Sabão", a
// Chinese word finds the Chinese title), where Medusa's own search knew only
// the English texts.
import { after, before, describe, it } from "node:test"
import {
  STORE_URL,
  adminApi,
  launch,
  memberPage,
  registerMember,
  unique,
} from "./helpers.mjs"

const ROOT = process.env.ROOT_USERNAME

describe("the shop in pt-BR and zh-CN: translated goods, found in the language", () => {
  let browser
  let member
  // a tag of letters only, so both languages' searches can hold it
  const tag = unique().replace(/[0-9]/g, "x")
  const texts = {
    "en-US": {
      title: `Jasmine soap ${tag}`,
      description: "Hand made soap.",
      spec: "Green",
    },
    "pt-BR": {
      title: `Sabão de jasmim ${tag}`,
      description: "Sabonete feito à mão.",
      spec: "Verde",
      search: `SABAO ${tag}`,
    },
    "zh-CN": {
      title: `茉莉香皂 ${tag}`,
      description: "手工香皂。",
      spec: "绿色",
      search: `香皂 ${tag}`,
    },
  }
  before(async () => {
    browser = await launch()
    member = await registerMember("lng", ROOT)
    await adminApi("/admin/goods", {
      method: "POST",
      body: {
        title: texts["en-US"].title,
        description: texts["en-US"].description,
        translations: {
          "pt-BR": {
            title: texts["pt-BR"].title,
            description: texts["pt-BR"].description,
          },
          "zh-CN": {
            title: texts["zh-CN"].title,
            description: texts["zh-CN"].description,
          },
        },
        points_discount: "0",
        specs: [
          {
            name: "Green",
            price: "9",
            names: { "pt-BR": "Verde", "zh-CN": "绿色" },
          },
        ],
      },
    })
  })
  after(async () => {
    await browser?.close()
  })

  for (const locale of ["pt-BR", "zh-CN"])
    it(`${locale}: finds the goods by a search in the language and shows them in it`, async () => {
      const t = texts[locale]
      const page = await memberPage(browser, member, locale)
      await page.goto(`${STORE_URL}/shop-list`)
      await page.getByTestId("list-search").fill(t.search)
      await page.getByTestId("list-search").press("Enter")
      const card = page.getByTestId("product-card").filter({ hasText: t.title })
      await card.waitFor()
      await card.click()
      await page.waitForURL(/\/shop\/product\//)
      await page.getByTestId("product-title").getByText(t.title).waitFor()
      await page.getByText(t.description).waitFor()
      await page.getByText(t.spec, { exact: false }).first().waitFor()
      await page.context().close()
    })
})
