import { describe, expect, it } from "vitest"
import enUS from "../../i18n/locales/en-US.json"
import {
  ME_ITEMS,
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
})
