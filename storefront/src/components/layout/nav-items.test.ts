import { describe, expect, it } from "vitest"
import enUS from "../../i18n/locales/en-US.json"
import ptBR from "../../i18n/locales/pt-BR.json"
import zhCN from "../../i18n/locales/zh-CN.json"
import ar from "../../i18n/locales/ar.json"
import {
  ME_ITEMS,
  MERCHANT_ITEMS,
  meItemsFor,
  merchantItemsFor,
  PHONE_TABS,
  phoneTabsFor,
  tabFor,
  titleKeyFor,
} from "./nav-items"

describe("navigation", () => {
  it("puts /info and /address under the 'me' tab, with their titles", () => {
    expect(ME_ITEMS.map((i) => i.to)).toEqual(
      expect.arrayContaining(["/info", "/address"])
    )
    expect(PHONE_TABS.some((i) => i.to === tabFor("/info"))).toBe(true)
    expect(tabFor("/info")).toBe("/")
    expect(tabFor("/address")).toBe("/")
    expect(tabFor("/team")).toBe("/team")
    expect(titleKeyFor("/info")).toBe("info.title")
    expect(titleKeyFor("/address")).toBe("address.title")
    expect(enUS.info.title).toBe("My information")
    expect(enUS.address.title).toBe("Delivery addresses")
  })

  it("keeps the phone's tab bar to a legible few, the money screens under the wallet", () => {
    expect(PHONE_TABS.length).toBeLessThanOrEqual(5)
    for (const screen of ["/recharge", "/exchange", "/burn", "/shares"])
      expect(tabFor(screen)).toBe("/wallet")
    // Every screen left off the tab bar is one tap away from the 'me' tab.
    for (const to of ["/guide", "/notice/detail"])
      expect(ME_ITEMS.some((i) => i.to === to)).toBe(true)
  })

  it("leads a logged-in member's Home tab to the dashboard, a visitor's to /home", () => {
    const member = phoneTabsFor(true)
    expect(member.find((i) => i.label === "nav.home")?.to).toBe("/")
    // no second entry for the same screen
    expect(member.filter((i) => i.to === "/")).toHaveLength(1)
    expect(member.some((i) => i.to === "/home")).toBe(false)
    const visitor = phoneTabsFor(false)
    expect(visitor.find((i) => i.label === "nav.home")?.to).toBe("/home")
  })

  it("offers 'Become a service provider' to everyone, the merchant's screens to a merchant only", () => {
    const links = (merchant: boolean | undefined) =>
      meItemsFor(merchant).map((i) => i.to)
    for (const unknown of [false, undefined]) {
      expect(links(unknown)).toContain("/apply")
      for (const to of ["/apply-order", "/shop-add", "/store-order"])
        expect(links(unknown)).not.toContain(to)
      expect(merchantItemsFor(unknown).map((i) => i.to)).toEqual(["/apply"])
    }
    expect(links(true)).toEqual(
      expect.arrayContaining([
        "/apply",
        "/apply-order",
        "/shop-add",
        "/store-order",
      ])
    )
    // every member screen is still there
    for (const item of ME_ITEMS) expect(links(true)).toContain(item.to)
  })

  it("gives each merchant screen its own title, translated in every language", () => {
    const get = (o: object, key: string) =>
      key
        .split(".")
        .reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o)
    const keys = {
      "/apply": "merchant.apply.title",
      "/apply-order": "merchant.goods.title",
      "/shop-add": "merchant.goods.addTitle",
      "/store-order": "merchant.orders.title",
    }
    for (const [path, key] of Object.entries(keys)) {
      expect(titleKeyFor(path)).toBe(key)
      for (const locale of [enUS, ptBR, zhCN, ar])
        expect(typeof get(locale, key)).toBe("string")
    }
    expect(titleKeyFor("/shop-add", "?id=goods_1")).toBe(
      "merchant.goods.editTitle"
    )
    for (const item of MERCHANT_ITEMS)
      for (const locale of [ptBR, zhCN, ar])
        expect(get(locale, item.label)).not.toBe(get(enUS, item.label))
    // the merchant screens belong to the shop tab, the application to "me"
    expect(tabFor("/apply")).toBe("/")
    for (const item of MERCHANT_ITEMS) expect(tabFor(item.to)).toBe("/shop")
  })
})
