import { describe, expect, it } from "vitest"
import { goodsOf, imagesOf, uucPriceOf } from "./goods"
import {
  cartPointsCap,
  compareDecimal,
  decimalOf,
  inRange,
  lineTotal,
  priceView,
  unitPointsCap,
  validatePoints,
} from "./shop-price"

describe("shop prices", () => {
  it("reads Medusa's numbers as exact decimal strings", () => {
    expect(decimalOf(85)).toBe("85")
    expect(decimalOf(14.4435)).toBe("14.4435")
    expect(decimalOf(0.1 + 0.2)).toBe("0.3")
    expect(decimalOf("12.50000000")).toBe("12.5")
    expect(decimalOf(null)).toBeUndefined()
    expect(decimalOf("abc")).toBeUndefined()
  })

  it("shows a member price against the original only when it is lower", () => {
    expect(priceView({ calculated_amount: 85, original_amount: 100 })).toEqual({
      pay: "85",
      original: "100",
      member: true,
    })
    expect(priceView({ calculated_amount: 100, original_amount: 100 })).toEqual(
      { pay: "100", original: "100", member: false }
    )
    // A guest's answer may carry no original: the price itself.
    expect(priceView({ calculated_amount: 40 })).toEqual({
      pay: "40",
      original: "40",
      member: false,
    })
    expect(priceView(null)).toBeNull()
    expect(priceView({ calculated_amount: null })).toBeNull()
  })

  it("caps the points of one unit by its discount and its price", () => {
    expect(unitPointsCap("10", "85")).toBe("10")
    expect(unitPointsCap("50", "8.5")).toBe("8.5")
    expect(unitPointsCap("0", "85")).toBe("0")
    expect(unitPointsCap(null, "85")).toBe("0")
    // 1 point = 0.5 USD: a 3 USD unit takes at most 6 points.
    expect(unitPointsCap("10", "3", "0.5")).toBe("6")
  })

  it("caps a cart's points by the balance, the goods' discounts and the total", () => {
    const lines = [
      { points_discount: "10", quantity: 2 },
      { points_discount: "5", quantity: 1 },
      { points_discount: undefined, quantity: 4 },
    ]
    expect(cartPointsCap({ balance: "200", lines, total: "300" })).toBe("25")
    expect(cartPointsCap({ balance: "7.5", lines, total: "300" })).toBe("7.5")
    expect(cartPointsCap({ balance: "200", lines, total: "12" })).toBe("12")
    expect(cartPointsCap({ balance: undefined, lines, total: "12" })).toBe("0")
    expect(
      cartPointsCap({ balance: "200", lines, total: "12", pointValue: "2" })
    ).toBe("6")
    // A line whose discount is unknown leaves the cap to the server.
    expect(
      cartPointsCap({
        balance: "200",
        lines: [...lines, { points_discount: null, quantity: 1 }],
        total: "300",
      })
    ).toBeNull()
  })

  it("refuses points above the cap and what is not a number", () => {
    expect(validatePoints("25", "25")).toBeNull()
    expect(validatePoints("", "25")).toBeNull()
    expect(validatePoints("25.00000001", "25")).toBe("points_exceed_limit")
    expect(validatePoints("1e3", "25")).toBe("amount_format")
    expect(validatePoints("1.123456789", "25")).toBe("too_many_decimals")
    expect(validatePoints("99", null)).toBeNull()
  })

  it("multiplies, compares and filters without floats", () => {
    expect(lineTotal("16.99", 3)).toBe("50.97")
    expect(compareDecimal("9.5", "10")).toBe(-1)
    expect(compareDecimal("10.00", "10")).toBe(0)
    expect(inRange("10", { min: "10", max: "20" })).toBe(true)
    expect(inRange("20.01", { max: "20" })).toBe(false)
    expect(inRange("5", {})).toBe(true)
  })
})

describe("goods fields", () => {
  it("reads our linked fields, with empty defaults", () => {
    const product = {
      id: "prod_1",
      title: "Tea",
      description: null,
      thumbnail: "t.jpg",
      shop_product: {
        id: "shpr_1",
        points_discount: 10,
        video: "v.mp4",
        status: "listed" as const,
        merchant_id: null,
      },
    }
    expect(goodsOf(product)).toEqual({ pointsDiscount: "10", video: "v.mp4" })
    expect(goodsOf({ ...product, shop_product: null }).pointsDiscount).toBe("0")
    expect(imagesOf(product)).toEqual(["t.jpg"])
    expect(
      imagesOf({ ...product, images: [{ id: "i", url: "a.jpg" }] })
    ).toEqual(["a.jpg"])
    expect(
      goodsOf({ ...product, shop_product: undefined }).pointsDiscount
    ).toBeNull()
    expect(
      uucPriceOf({
        id: "v",
        title: "S",
        shop_variant: { id: "shva_1", member_price: null, uuc_price: 250 },
      })
    ).toBe("250")
    expect(uucPriceOf({ id: "v", title: "S" })).toBeNull()
  })
})
