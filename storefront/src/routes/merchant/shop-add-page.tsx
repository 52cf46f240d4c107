import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import {
  card as cardBox,
  primaryButton,
  secondaryButton,
} from "../../components/ledger/ledger-ui"
import { Field } from "../../components/field"
import { Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  useMerchantGoods,
  useOneGoods,
  useSaveGoods,
  type GoodsInput,
  type MerchantGoods,
} from "../../hooks/merchants"
import { asFailure, useErrorText } from "../../lib/api-error"
import { MerchantFailure } from "./license-gate"

type SpecRow = {
  id?: string
  name: string
  price: string
  member_price: string
  uuc_price: string
}

const blankSpec = (): SpecRow => ({
  name: "",
  price: "",
  member_price: "",
  uuc_price: "",
})

/** The form's values from goods being edited (or empty ones). */
function initial(g: MerchantGoods | undefined) {
  return {
    title: g?.title ?? "",
    description: g?.description ?? "",
    images: (g?.images ?? []).join("\n"),
    video: g?.video ?? "",
    points_discount: g ? String(Number(g.points_discount)) : "0",
    specs: g?.specs.length
      ? g.specs.map((s) => ({
          id: s.id,
          name: s.name,
          price: s.price ?? "",
          member_price: s.member_price ?? "",
          uuc_price: s.uuc_price ?? "",
        }))
      : [blankSpec()],
  }
}

function GoodsForm({ goods }: { goods?: MerchantGoods }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const save = useSaveGoods()
  const errorText = useErrorText()
  const toast = useToast()
  const [v, setV] = useState(() => initial(goods))
  const [error, setError] = useState<{ field?: string; text: string }>()
  const setSpec = (i: number, patch: Partial<SpecRow>) =>
    setV({
      ...v,
      specs: v.specs.map((s, n) => (n === i ? { ...s, ...patch } : s)),
    })
  const body = (): GoodsInput => ({
    title: v.title.trim(),
    description: v.description.trim() || null,
    images: v.images
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    video: v.video.trim() || null,
    points_discount: v.points_discount.trim() || "0",
    specs: v.specs.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name.trim(),
      price: s.price.trim(),
      member_price: s.member_price.trim() || null,
      uuc_price: s.uuc_price.trim() || null,
    })),
  })
  const fieldError = (name: string) =>
    error?.field === name ? error.text : undefined

  return (
    <form
      className={`${cardBox} space-y-4`}
      data-testid="merchant-goods-form"
      onSubmit={(e) => {
        e.preventDefault()
        setError(undefined)
        save.mutate(
          { id: goods?.id, body: body() },
          {
            onSuccess: () => {
              toast.success(t("merchant.goods.saved"))
              navigate("/apply-order")
            },
            onError: (err) =>
              setError({ field: asFailure(err).field, text: errorText(err) }),
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
        onChange={(e) => setV({ ...v, title: e.target.value })}
      />
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
          onChange={(e) => setV({ ...v, description: e.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
        />
      </div>
      <div>
        <label
          htmlFor="goods-images"
          className="block text-sm font-medium text-slate-700"
        >
          {t("merchant.goods.images")}
        </label>
        <textarea
          id="goods-images"
          rows={2}
          value={v.images}
          placeholder="https://…"
          onChange={(e) => setV({ ...v, images: e.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
        />
      </div>
      <Field
        name="video"
        type="url"
        label={t("merchant.goods.video")}
        value={v.video}
        onChange={(e) => setV({ ...v, video: e.target.value })}
      />
      <Field
        name="points_discount"
        inputMode="decimal"
        label={t("merchant.goods.pointsDiscount")}
        hint={t("merchant.goods.pointsHint")}
        value={v.points_discount}
        error={fieldError("points_discount")}
        onChange={(e) => setV({ ...v, points_discount: e.target.value })}
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
              onChange={(e) => setSpec(i, { name: e.target.value })}
            />
            <div className="grid grid-cols-3 gap-2">
              <Field
                id={`spec-price-${i}`}
                name="spec_price"
                inputMode="decimal"
                label={t("merchant.goods.price")}
                required
                value={s.price}
                onChange={(e) => setSpec(i, { price: e.target.value })}
              />
              <Field
                id={`spec-member-${i}`}
                name="spec_member_price"
                inputMode="decimal"
                label={t("merchant.goods.memberPrice")}
                value={s.member_price}
                onChange={(e) => setSpec(i, { member_price: e.target.value })}
              />
              <Field
                id={`spec-uuc-${i}`}
                name="spec_uuc_price"
                inputMode="decimal"
                label={t("merchant.goods.uucPrice")}
                value={s.uuc_price}
                onChange={(e) => setSpec(i, { uuc_price: e.target.value })}
              />
            </div>
            {v.specs.length > 1 && (
              <button
                type="button"
                className="text-sm text-red-700 underline"
                onClick={() =>
                  setV({ ...v, specs: v.specs.filter((_, n) => n !== i) })
                }
              >
                {t("merchant.goods.removeSpec")}
              </button>
            )}
          </div>
        ))}
        {error?.field?.startsWith("specs") && (
          <p role="alert" className="text-sm text-red-700">
            {error.text}
          </p>
        )}
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setV({ ...v, specs: [...v.specs, blankSpec()] })}
        >
          {t("merchant.goods.addSpec")}
        </button>
      </fieldset>
      {error && !error.field && (
        <p role="alert" className="text-sm text-red-700">
          {error.text}
        </p>
      )}
      <button
        type="submit"
        className={`w-full ${primaryButton}`}
        disabled={save.isPending}
        data-testid="merchant-goods-save"
      >
        {t("merchant.goods.save")}
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
