import type { ShopCart } from "../cart"
import { pricesCover, type PricesNow } from "../fresh-prices"

const line = (id: string, variant_id: string, unit_price: number) => ({
  id,
  variant_id,
  unit_price,
  product_id: "p",
  quantity: 1,
  title: "t",
})
const cart = (items: ReturnType<typeof line>[]) =>
  ({
    id: "c",
    region_id: "reg",
    currency_code: "usd",
    items,
  }) as unknown as ShopCart
const read: PricesNow = {
  region_id: "reg",
  currency_code: "usd",
  lines: new Map([
    ["l1", "v1:10"],
    ["l2", "v2:5.5"],
  ]),
  prices: new Map([
    ["v1", 10],
    ["v2", 5.5],
  ]),
}

describe("pricesCover (prices read beside the cart's own read)", () => {
  it("checks a cart whose lines are all among those read, at the same variant and price", () => {
    expect(pricesCover(read, cart([line("l1", "v1", 10)]))).toBe(true)
    expect(
      pricesCover(read, cart([line("l1", "v1", 10), line("l2", "v2", 5.5)]))
    ).toBe(true)
  })
  it("does not check a line added, repriced or moved since, nor another region or currency", () => {
    expect(pricesCover(read, cart([line("l3", "v1", 10)]))).toBe(false)
    expect(pricesCover(read, cart([line("l1", "v1", 9)]))).toBe(false)
    expect(pricesCover(read, cart([line("l1", "v2", 10)]))).toBe(false)
    expect(
      pricesCover({ ...read, region_id: "other" }, cart([line("l1", "v1", 10)]))
    ).toBe(false)
    expect(
      pricesCover(
        { ...read, currency_code: "brl" },
        cart([line("l1", "v1", 10)])
      )
    ).toBe(false)
  })
})
