import { describe, expect, it } from "vitest"
import enUS from "../../i18n/locales/en-US.json"
import { ME_ITEMS, NAV_ITEMS, tabFor, titleKeyFor } from "./nav-items"

describe("navigation", () => {
  it("puts /info and /address under the 'me' tab, with their titles", () => {
    expect(ME_ITEMS.map((i) => i.to)).toEqual(["/info", "/address"])
    expect(NAV_ITEMS.some((i) => i.to === tabFor("/info"))).toBe(true)
    expect(tabFor("/info")).toBe("/")
    expect(tabFor("/address")).toBe("/")
    expect(tabFor("/team")).toBe("/team")
    expect(titleKeyFor("/info")).toBe("info.title")
    expect(titleKeyFor("/address")).toBe("address.title")
    expect(enUS.info.title).toBe("My information")
    expect(enUS.address.title).toBe("Delivery addresses")
  })
})
