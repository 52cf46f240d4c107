/** The goods form: what staff type, checked before it is sent (the server checks again). */

/** The languages goods are written in besides English (en-US is the title itself). */
export const OTHER_LANGUAGES = ["pt-BR", "zh-CN"] as const
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number]
/** A text in each other language ("" = none: the English one shows). */
export type Texts = Record<OtherLanguage, string>
const noTexts = (): Texts => ({ "pt-BR": "", "zh-CN": "" })

export type SpecForm = {
  id?: string
  name: string
  /** The name in the other languages (optional). */
  names: Texts
  price: string
  member_price: string
  uuc_price: string
}

export type GoodsForm = {
  title: string
  description: string
  /** The title and description in the other languages (optional). */
  titles: Texts
  descriptions: Texts
  category: string
  images: string[]
  video: string
  points_discount: string
  merchant_id: string
  specs: SpecForm[]
}

/** The body of `POST /admin/goods` (api.md "Shop and merchants"). */
export type GoodsBody = {
  title: string
  description: string
  /** Every other language, "" where none (the server then removes its text). */
  translations: Record<OtherLanguage, { title: string; description: string }>
  category?: string
  images?: string[]
  video?: string
  points_discount: string
  merchant_id?: string
  specs: {
    id?: string
    name: string
    names: Texts
    price: string
    member_price?: string
    uuc_price?: string
  }[]
}

export const emptySpec = (): SpecForm => ({
  name: "",
  names: noTexts(),
  price: "",
  member_price: "",
  uuc_price: "",
})

export const emptyGoods = (): GoodsForm => ({
  title: "",
  description: "",
  titles: noTexts(),
  descriptions: noTexts(),
  category: "",
  images: [],
  video: "",
  points_discount: "0",
  merchant_id: "",
  specs: [emptySpec()],
})

const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/
const URL_RE = /^https?:\/\/\S+$/

/** The first problem per field path ("title", "specs.0.price", …), as message keys. */
export function checkGoods(form: GoodsForm): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!form.title.trim()) errors.title = "required"
  if (!AMOUNT.test(form.points_discount.trim()))
    errors.points_discount = "amount"
  if (form.video.trim() && !URL_RE.test(form.video.trim())) errors.video = "url"
  if (!form.specs.length) errors.specs = "specRequired"
  form.specs.forEach((s, i) => {
    if (!s.name.trim()) errors[`specs.${i}.name`] = "required"
    if (!AMOUNT.test(s.price.trim()) || /^0+(\.0+)?$/.test(s.price.trim()))
      errors[`specs.${i}.price`] = "price"
    for (const k of ["member_price", "uuc_price"] as const)
      if (s[k].trim() && !AMOUNT.test(s[k].trim()))
        errors[`specs.${i}.${k}`] = "amount"
  })
  return errors
}

export function toGoodsBody(form: GoodsForm): GoodsBody {
  const opt = (v: string) => (v.trim() ? v.trim() : undefined)
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    translations: Object.fromEntries(
      OTHER_LANGUAGES.map((l) => [
        l,
        {
          title: form.titles[l].trim(),
          description: form.descriptions[l].trim(),
        },
      ])
    ) as GoodsBody["translations"],
    category: opt(form.category),
    images: form.images,
    video: opt(form.video),
    points_discount: form.points_discount.trim(),
    merchant_id: opt(form.merchant_id),
    specs: form.specs.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name.trim(),
      names: Object.fromEntries(
        OTHER_LANGUAGES.map((l) => [l, s.names[l].trim()])
      ) as Texts,
      price: s.price.trim(),
      member_price: opt(s.member_price),
      uuc_price: opt(s.uuc_price),
    })),
  }
}

/** The API's texts per language (null: none) as the form's. */
export const textsOf = (
  get: (language: OtherLanguage) => string | null | undefined
): Texts =>
  Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, get(l) ?? ""])) as Texts

/** A JSON number or decimal string from the API as the form's text. */
export const amountText = (v: string | number | null | undefined) =>
  v === null || v === undefined
    ? ""
    : typeof v === "number"
      ? v.toFixed(8).replace(/\.?0+$/, "")
      : v.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "")
