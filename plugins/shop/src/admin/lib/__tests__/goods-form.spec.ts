import {
  amountText,
  checkGoods,
  emptyGoods,
  emptySpec,
  toGoodsBody,
} from "../goods-form"

describe("the goods form", () => {
  it("names every field that is missing or malformed", () => {
    const form = {
      ...emptyGoods(),
      points_discount: "x",
      video: "not a url",
      specs: [{ ...emptySpec(), price: "0", uuc_price: "1.123456789" }],
    }
    expect(checkGoods(form)).toEqual({
      title: "required",
      points_discount: "amount",
      video: "url",
      "specs.0.name": "required",
      "specs.0.price": "price",
      "specs.0.uuc_price": "amount",
    })
    expect(checkGoods({ ...emptyGoods(), title: "T", specs: [] })).toEqual({
      specs: "specRequired",
    })
  })

  it("sends trimmed decimal strings and leaves out empty optionals", () => {
    const body = toGoodsBody({
      ...emptyGoods(),
      title: " Tea ",
      points_discount: "10",
      video: "",
      specs: [
        {
          id: "variant_1",
          name: "S",
          names: { "pt-BR": "", "zh-CN": "" },
          price: "100",
          member_price: "",
          uuc_price: "",
        },
        {
          name: "L",
          names: { "pt-BR": " G ", "zh-CN": "大" },
          price: "150.5",
          member_price: "120",
          uuc_price: "9000",
        },
      ],
      titles: { "pt-BR": " Chá ", "zh-CN": "" },
    })
    expect(body).toEqual({
      title: "Tea",
      description: "",
      translations: {
        "pt-BR": { title: "Chá", description: "" },
        "zh-CN": { title: "", description: "" },
      },
      category: undefined,
      images: [],
      video: undefined,
      points_discount: "10",
      merchant_id: undefined,
      specs: [
        {
          id: "variant_1",
          name: "S",
          names: { "pt-BR": "", "zh-CN": "" },
          price: "100",
          member_price: undefined,
          uuc_price: undefined,
        },
        {
          name: "L",
          names: { "pt-BR": "G", "zh-CN": "大" },
          price: "150.5",
          member_price: "120",
          uuc_price: "9000",
        },
      ],
    })
  })

  it("shows the API's amounts without trailing zeros", () => {
    expect(amountText("85.50000000")).toBe("85.5")
    expect(amountText("100.00000000")).toBe("100")
    expect(amountText(12)).toBe("12")
    expect(amountText(null)).toBe("")
  })
})
