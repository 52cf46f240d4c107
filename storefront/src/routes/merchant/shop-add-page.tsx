import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import {
  card as cardBox,
  primaryButton,
  secondaryButton,
} from "../../components/ledger/ledger-ui"
import { Field, focusField } from "../../components/field"
import { Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  OTHER_LANGUAGES,
  useMerchantGoods,
  useOneGoods,
  useSaveGoods,
  type GoodsInput,
  type MerchantGoodsView,
  type OtherLanguage,
} from "../../hooks/merchants"
import { useCategories } from "../../hooks/shop"
import { asFailure, useErrorText } from "../../lib/api-error"
import { MerchantFailure } from "./license-gate"
import { MediaPicker } from "./media-picker"
import { categoryName } from "../../lib/translated"

/** A text in each other language ("" = none: the English one shows). */
type Texts = Record<OtherLanguage, string>
const textsOf = (get: (l: OtherLanguage) => string | null | undefined) =>
  Object.fromEntries(OTHER_LANGUAGES.map((l) => [l, get(l) ?? ""])) as Texts

type SpecRow = {
  id?: string
  name: string
  names: Texts
  price: string
  member_price: string
  uuc_price: string
}

const blankSpec = (): SpecRow => ({
  name: "",
  names: textsOf(() => ""),
  price: "",
  member_price: "",
  uuc_price: "",
})

/** The form's values from goods being edited (or empty ones). */
function initial(g: MerchantGoodsView | undefined) {
  return {
    title: g?.title ?? "",
    description: g?.description ?? "",
    titles: textsOf((l) => g?.translations?.[l]?.title),
    descriptions: textsOf((l) => g?.translations?.[l]?.description),
    category: g?.category?.id ?? "",
    images: g?.images ?? [],
    video: g?.video ?? "",
    points_discount: g ? String(Number(g.points_discount)) : "0",
    specs: g?.specs.length
      ? g.specs.map((s) => ({
          id: s.id,
          name: s.name,
          names: textsOf((l) => s.names?.[l]),
          price: s.price ?? "",
          member_price: s.member_price ?? "",
          uuc_price: s.uuc_price ?? "",
        }))
      : [blankSpec()],
  }
}

type Values = ReturnType<typeof initial>

/** An amount as the server takes it: digits, up to 8 decimals. */
const AMOUNT = /^\d{1,12}(\.\d{1,8})?$/

/**
 * The form's own checks, as the server makes them: field → message key. Field
 * names are the server's (`specs.0.price`), so its answers land in the same place.
 */
export function goodsErrors(v: Values): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!v.title.trim()) errors.title = "errors.required"
  const points = v.points_discount.trim() || "0"
  if (!AMOUNT.test(points))
    errors.points_discount = "merchant.goods.pointsInvalid"
  v.specs.forEach((s, i) => {
    if (!s.name.trim()) errors[`specs.${i}.name`] = "errors.required"
    const price = s.price.trim()
    if (!price) errors[`specs.${i}.price`] = "errors.required"
    else if (!AMOUNT.test(price) || Number(price) <= 0)
      errors[`specs.${i}.price`] = "merchant.goods.priceInvalid"
    for (const key of ["member_price", "uuc_price"] as const) {
      const value = s[key].trim()
      if (value && (!AMOUNT.test(value) || Number(value) <= 0))
        errors[`specs.${i}.${key}`] = "merchant.goods.priceInvalid"
    }
  })
  const names = v.specs.map((s) => s.name.trim()).filter(Boolean)
  if (new Set(names).size !== names.length)
    errors.specs = "errors.spec_name_duplicate"
  return errors
}

/** The fields with a message place of their own. */
const SHOWN_FIELDS =
  /^(title|category|points_discount|specs|specs\.\d+\.(name|price|member_price|uuc_price)|translations\.(pt-BR|zh-CN)\.title)$/

/** The input of a field name (the spec rows' inputs carry their index). */
function inputId(field: string) {
  const m = /^specs\.(\d+)\.(name|price|member_price|uuc_price)$/.exec(field)
  const text = /^translations\.(pt-BR|zh-CN)\.title$/.exec(field)
  if (text) return `goods-title-${text[1]}`
  if (!m) return field === "category" ? "goods-category" : field
  const prefix = {
    name: "spec-name",
    price: "spec-price",
    member_price: "spec-member",
    uuc_price: "spec-uuc",
  }[m[2]]
  return `${prefix}-${m[1]}`
}

function GoodsForm({ goods }: { goods?: MerchantGoodsView }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const save = useSaveGoods()
  const errorText = useErrorText()
  const toast = useToast()
  const categories = useCategories()
  const [v, setV] = useState(() => initial(goods))
  const [uploading, setUploading] = useState(false)
  // field → translated message; "" for a message about the whole form
  const [errors, setErrors] = useState<Record<string, string>>({})
  const setSpec = (i: number, patch: Partial<SpecRow>) =>
    setV((old) => ({
      ...old,
      specs: old.specs.map((s, n) => (n === i ? { ...s, ...patch } : s)),
    }))
  const body = (): GoodsInput => ({
    title: v.title.trim(),
    description: v.description.trim() || null,
    translations: Object.fromEntries(
      OTHER_LANGUAGES.map((l) => [
        l,
        { title: v.titles[l].trim(), description: v.descriptions[l].trim() },
      ])
    ) as GoodsInput["translations"],
    category: v.category || null,
    images: v.images,
    video: v.video.trim() || null,
    points_discount: v.points_discount.trim() || "0",
    specs: v.specs.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name.trim(),
      names: textsOf((l) => s.names[l].trim()),
      price: s.price.trim(),
      member_price: s.member_price.trim() || null,
      uuc_price: s.uuc_price.trim() || null,
    })),
  })
  const fieldError = (name: string) => errors[name] || undefined
  const mediaFields = ["files", "images", "video"]

  return (
    <form
      noValidate
      className={`${cardBox} space-y-4`}
      data-testid="merchant-goods-form"
      onSubmit={(e) => {
        e.preventDefault()
        if (uploading) return
        const found = goodsErrors(v)
        setErrors(
          Object.fromEntries(
            Object.entries(found).map(([k, key]) => [k, t(key)])
          )
        )
        const first = Object.keys(found)[0]
        if (first)
          return focusField(first === "specs" ? "spec-name-0" : inputId(first))
        save.mutate(
          { id: goods?.id, body: body() },
          {
            onSuccess: () => {
              toast.success(t("merchant.goods.saved"))
              navigate("/apply-order")
            },
            onError: (err) => {
              const raw = asFailure(err).field ?? ""
              // `images.3` and the like go under the pictures; a field the form
              // does not show, above the save button
              const field = mediaFields.includes(raw.split(".")[0])
                ? "media"
                : SHOWN_FIELDS.test(raw)
                  ? raw
                  : ""
              setErrors({ [field]: errorText(err) })
              if (field && field !== "media") focusField(inputId(field))
            },
          }
        )
      }}
    >
      <h2 className="text-lg font-bold">
        {t(goods ? "merchant.goods.editTitle" : "merchant.goods.addTitle")}
      </h2>
      <p className="text-sm text-slate-600">{t("merchant.goods.reviewNote")}</p>
      <Field
        name="title"
        label={t("merchant.goods.name")}
        required
        maxLength={300}
        value={v.title}
        error={fieldError("title")}
        onChange={(e) => setV((old) => ({ ...old, title: e.target.value }))}
      />
      <div>
        <label
          htmlFor="goods-category"
          className="block text-sm font-medium text-slate-700"
        >
          {t("merchant.goods.category")}
        </label>
        <select
          id="goods-category"
          name="category"
          value={v.category}
          disabled={categories.isLoading}
          aria-invalid={!!fieldError("category")}
          aria-describedby={
            fieldError("category") ? "goods-category-error" : undefined
          }
          onChange={(e) =>
            setV((old) => ({ ...old, category: e.target.value }))
          }
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          data-testid="goods-category"
        >
          <option value="">{t("merchant.goods.noCategory")}</option>
          {(categories.data?.product_categories ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {categoryName(c, i18n.language)}
            </option>
          ))}
          {/* goods edited in a category the list no longer has keep it */}
          {goods?.category &&
            categories.data &&
            !categories.data.product_categories.some(
              (c) => c.id === goods.category!.id
            ) && (
              <option value={goods.category.id}>{goods.category.name}</option>
            )}
        </select>
        {categories.isError && (
          <p className="mt-1 text-sm text-red-700">
            {t("merchant.goods.categoriesError")}{" "}
            <button
              type="button"
              className="underline"
              onClick={() => void categories.refetch()}
            >
              {t("common.retry")}
            </button>
          </p>
        )}
        {fieldError("category") && (
          <p
            id="goods-category-error"
            role="alert"
            className="mt-1 text-sm text-red-700"
            data-testid="error-goods-category"
          >
            {fieldError("category")}
          </p>
        )}
      </div>
      <div>
        <label
          htmlFor="goods-description"
          className="block text-sm font-medium text-slate-700"
        >
          {t("merchant.goods.description")}
        </label>
        <textarea
          id="goods-description"
          rows={4}
          value={v.description}
          onChange={(e) =>
            setV((old) => ({ ...old, description: e.target.value }))
          }
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
        />
      </div>
      <fieldset
        className="space-y-3 rounded-lg border border-slate-200 p-3"
        data-testid="goods-languages"
      >
        <legend className="px-1 text-sm font-semibold text-slate-700">
          {t("merchant.goods.otherLanguages")}
        </legend>
        <p className="text-sm text-slate-600">
          {t("merchant.goods.otherLanguagesHint")}
        </p>
        {OTHER_LANGUAGES.map((l) => {
          const language = t(`languages.${l}`)
          return (
            <div key={l} className="space-y-2">
              <Field
                id={`goods-title-${l}`}
                name={`title_${l}`}
                label={t("merchant.goods.nameIn", { language })}
                maxLength={300}
                value={v.titles[l]}
                error={fieldError(`translations.${l}.title`)}
                onChange={(e) =>
                  setV((old) => ({
                    ...old,
                    titles: { ...old.titles, [l]: e.target.value },
                  }))
                }
              />
              <label
                htmlFor={`goods-description-${l}`}
                className="block text-sm font-medium text-slate-700"
              >
                {t("merchant.goods.descriptionIn", { language })}
              </label>
              <textarea
                id={`goods-description-${l}`}
                rows={2}
                value={v.descriptions[l]}
                onChange={(e) =>
                  setV((old) => ({
                    ...old,
                    descriptions: { ...old.descriptions, [l]: e.target.value },
                  }))
                }
                className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
              />
            </div>
          )
        })}
      </fieldset>
      <MediaPicker
        images={v.images}
        video={v.video}
        onImages={(update) =>
          setV((old) => ({ ...old, images: update(old.images) }))
        }
        onVideo={(url) => setV((old) => ({ ...old, video: url }))}
        onBusy={setUploading}
        error={fieldError("media")}
      />
      <Field
        name="points_discount"
        inputMode="decimal"
        label={t("merchant.goods.pointsDiscount")}
        hint={t("merchant.goods.pointsHint")}
        value={v.points_discount}
        error={fieldError("points_discount")}
        onChange={(e) =>
          setV((old) => ({ ...old, points_discount: e.target.value }))
        }
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-700">
          {t("merchant.goods.specsTitle")}
        </legend>
        {v.specs.map((s, i) => (
          <div
            key={i}
            className="space-y-2 rounded-lg border border-slate-200 p-3"
            data-testid="merchant-spec"
          >
            <Field
              id={`spec-name-${i}`}
              name="spec_name"
              label={t("merchant.goods.specName")}
              required
              value={s.name}
              error={fieldError(`specs.${i}.name`)}
              onChange={(e) => setSpec(i, { name: e.target.value })}
            />
            <div className="grid grid-cols-2 gap-2">
              {OTHER_LANGUAGES.map((l) => (
                <Field
                  key={l}
                  id={`spec-name-${i}-${l}`}
                  name={`spec_name_${l}`}
                  label={t("merchant.goods.specNameIn", {
                    language: t(`languages.${l}`),
                  })}
                  value={s.names[l]}
                  onChange={(e) =>
                    setSpec(i, { names: { ...s.names, [l]: e.target.value } })
                  }
                />
              ))}
            </div>
            <div className="grid grid-cols-3 gap-2">
              <Field
                id={`spec-price-${i}`}
                name="spec_price"
                inputMode="decimal"
                label={t("merchant.goods.price")}
                required
                value={s.price}
                error={fieldError(`specs.${i}.price`)}
                onChange={(e) => setSpec(i, { price: e.target.value })}
              />
              <Field
                id={`spec-member-${i}`}
                name="spec_member_price"
                inputMode="decimal"
                label={t("merchant.goods.memberPrice")}
                value={s.member_price}
                error={fieldError(`specs.${i}.member_price`)}
                onChange={(e) => setSpec(i, { member_price: e.target.value })}
              />
              <Field
                id={`spec-uuc-${i}`}
                name="spec_uuc_price"
                inputMode="decimal"
                label={t("merchant.goods.uucPrice")}
                value={s.uuc_price}
                error={fieldError(`specs.${i}.uuc_price`)}
                onChange={(e) => setSpec(i, { uuc_price: e.target.value })}
              />
            </div>
            {v.specs.length > 1 && (
              <button
                type="button"
                className="text-sm text-red-700 underline"
                onClick={() =>
                  setV((old) => ({
                    ...old,
                    specs: old.specs.filter((_, n) => n !== i),
                  }))
                }
              >
                {t("merchant.goods.removeSpec")}
              </button>
            )}
          </div>
        ))}
        {fieldError("specs") && (
          <p
            role="alert"
            className="text-sm text-red-700"
            data-testid="error-specs"
          >
            {fieldError("specs")}
          </p>
        )}
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            setV((old) => ({ ...old, specs: [...old.specs, blankSpec()] }))
          }
        >
          {t("merchant.goods.addSpec")}
        </button>
      </fieldset>
      {fieldError("") && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError("")}
        </p>
      )}
      <button
        type="submit"
        className={`w-full ${primaryButton}`}
        disabled={save.isPending || uploading}
        data-testid="merchant-goods-save"
      >
        {uploading ? t("merchant.goods.waitUploads") : t("merchant.goods.save")}
      </button>
    </form>
  )
}

/** `/shop-add` (`?id=` to edit): the merchant's goods form; saved goods wait for listing. */
export default function ShopAddPage() {
  const [params] = useSearchParams()
  const id = params.get("id")
  // the list proves the merchant license before a new form is offered
  const list = useMerchantGoods(0)
  const one = useOneGoods(id)
  const query = id ? one : list
  if (query.isLoading) return <Skeleton />
  if (query.isError)
    return (
      <MerchantFailure
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  const editing = id ? one.data?.goods : undefined
  return <GoodsForm key={editing?.id ?? "new"} goods={editing} />
}
