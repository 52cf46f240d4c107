import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import {
  card,
  primaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { CartLink } from "../../components/shop/cart-link"
import { PriceTag } from "../../components/shop/price-tag"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  useAddToCart,
  useAddToUucCart,
  useProduct,
  useRegion,
} from "../../hooks/shop"
import { goodsOf, imagesOf, uucPriceOf } from "../../lib/goods"
import { formatAmount } from "../../lib/money"
import { usePlan } from "../../hooks/plan-offer"
import { priceView, unitPointsCap } from "../../lib/shop-price"
import { categoryName, specName, translated } from "../../lib/translated"

/** The pictures, one large and the others as thumbnails to pick. */
function Gallery({ title, urls }: { title: string; urls: string[] }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(0)
  if (!urls.length)
    return (
      <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100 text-slate-600">
        {t("shop.noImage")}
      </div>
    )
  return (
    <div className="space-y-2">
      <img
        src={urls[shown]}
        alt={title}
        className="aspect-square w-full rounded-xl bg-slate-100 object-cover"
        data-testid="product-image"
      />
      {urls.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={t("shop.showImage", { n: i + 1 })}
                aria-pressed={i === shown}
                className={`block h-16 w-16 overflow-hidden rounded-lg ring-2 ${i === shown ? "ring-brand-600" : "ring-transparent"}`}
              >
                <img src={url} alt="" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * `/shop/product/:id`: pictures and video, the specification picker, the original
 * and member price, the UUC price, the points one unit may use, and add to cart.
 */
export default function ProductPage() {
  const { t, i18n } = useTranslation()
  const { id = "" } = useParams()
  const toast = useToast()
  const errorText = useLedgerErrorText()
  const region = useRegion()
  const query = useProduct(id, region.data?.id)
  const { pointValue } = usePlan()
  const add = useAddToCart()
  const addUuc = useAddToUucCart()
  const [chosen, setChosen] = useState<string | null>(null)
  const [quantity, setQuantity] = useState("1")
  const [error, setError] = useState<string>()

  if (region.isLoading || query.isLoading) return <Skeleton lines={5} />
  if (query.isError && (query.error as { status?: number }).status === 404)
    return (
      <div className={`${card} space-y-3`}>
        <p>{t("shop.productNotFound")}</p>
        <Link to="/shop-list" className="text-brand-700 underline">
          {t("shop.backToList")}
        </Link>
      </div>
    )
  if (query.isError || region.isError || !query.data)
    return (
      <ErrorState
        message={t("shop.loadError")}
        onRetry={() => void query.refetch()}
      />
    )
  const product = query.data.product
  const goods = goodsOf(product)
  const variants = product.variants ?? []
  const variant = variants.find((v) => v.id === chosen) ?? variants[0]
  const view = priceView(variant?.calculated_price)
  const uuc = variant ? uucPriceOf(variant) : null
  const title = translated(product, "title", product.title, i18n.language)
  const description = product.description
    ? translated(product, "description", product.description, i18n.language)
    : null
  // Unknown when the server left our fields out, or before the plan in force is
  // read: then nothing is said about points.
  const points =
    view && goods.pointsDiscount !== null && pointValue
      ? unitPointsCap(goods.pointsDiscount, view.pay, pointValue)
      : null

  /** Pays in USDT (the USD cart) or, for a spec with a UUC price, in UUC (the UUC cart). */
  const submit = (payIn: "usd" | "uuc" = "usd") => {
    const n = quantity.trim()
    if (!n) return setError(errorText("quantity_required"))
    if (!/^\d+$/.test(n) || Number(n) < 1 || Number(n) > 999)
      return setError(t("shop.quantityInvalid"))
    if (!variant || !region.data) return
    setError(undefined)
    const done = {
      onSuccess: () => toast.success(t("shop.added")),
      onError: (e: unknown) => {
        const message = errorText(e)
        setError(message)
        toast.error(message)
      },
    }
    if (payIn === "uuc")
      return addUuc.mutate({ variantId: variant.id, quantity: Number(n) }, done)
    add.mutate(
      {
        regionId: region.data.id,
        variantId: variant.id,
        quantity: Number(n),
      },
      {
        onSuccess: () => toast.success(t("shop.added")),
        onError: (e) => {
          const message = errorText(e)
          setError(message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <div className="space-y-6" data-testid="product">
      <div className="flex justify-end">
        <CartLink />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Gallery title={title} urls={imagesOf(product)} />
        <div className="space-y-4">
          <h2 className="text-xl font-bold" data-testid="product-title">
            {title}
          </h2>
          {product.categories?.[0] && (
            <p
              className="text-sm text-slate-500"
              data-testid="product-category"
            >
              {categoryName(product.categories[0], i18n.language)}
            </p>
          )}
          <div className={`${card} space-y-2`}>
            <PriceTag view={view} size="lg" />
            {view && !view.member && (
              <p className="text-sm text-slate-600" data-testid="member-hint">
                {t("shop.memberHint")}{" "}
                <Link to="/star" className="text-brand-700 underline">
                  {t("shop.getCard")}
                </Link>
              </p>
            )}
            {uuc && (
              <p className="text-sm" data-testid="price-uuc">
                {t("shop.uucPrice")}:{" "}
                <span className="font-semibold tabular-nums">
                  {formatAmount(uuc, i18n.language, "UUC")}
                </span>
              </p>
            )}
            {points !== null && (
              <p
                className="text-sm text-slate-700"
                data-testid="points-per-unit"
              >
                {points === "0" ? (
                  t("shop.noPoints")
                ) : (
                  <>
                    {t("shop.pointsPerUnit", {
                      points: formatAmount(points, i18n.language),
                    })}{" "}
                    {/* the rate stays on one line, in its own direction */}
                    <bdi className="whitespace-nowrap">
                      {t("shop.pointRate", {
                        value: formatAmount(pointValue!, i18n.language),
                      })}
                    </bdi>
                  </>
                )}
              </p>
            )}
          </div>
          {variants.length > 1 && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">
                {t("shop.specification")}
              </legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {variants.map((v) => (
                  <label
                    key={v.id}
                    className={`cursor-pointer rounded-lg px-3 py-2 text-sm ring-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${v.id === variant?.id ? "bg-brand-50 font-semibold text-brand-700 ring-brand-600" : "bg-white ring-slate-300"}`}
                  >
                    <input
                      type="radio"
                      name="spec"
                      value={v.id}
                      checked={v.id === variant?.id}
                      onChange={() => setChosen(v.id)}
                      className="sr-only"
                      data-testid="spec-option"
                    />
                    {specName(v, i18n.language)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {variants.length === 1 && variant?.title && (
            <p className="text-sm text-slate-600">
              {t("shop.specification")}: {specName(variant, i18n.language)}
            </p>
          )}
          <form
            noValidate
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              submit("usd")
            }}
          >
            <div>
              <label htmlFor="quantity" className="text-sm font-medium">
                {t("shop.quantity")}
              </label>
              <input
                id="quantity"
                inputMode="numeric"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? "quantity-error" : undefined}
                className="mt-1 block w-28 rounded-lg border border-slate-300 px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
                data-testid="quantity"
              />
              {error && (
                <p
                  id="quantity-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700"
                  data-testid="error-quantity"
                >
                  {error}
                </p>
              )}
            </div>
            <div className="flex gap-3">
              <button
                type="submit"
                disabled={!variant || !view || add.isPending}
                className={`flex-1 ${primaryButton}`}
                data-testid="add-to-cart"
              >
                {add.isPending ? t("wallet.sending") : t("shop.addToCart")}
              </button>
              {uuc && (
                <button
                  type="button"
                  onClick={() => submit("uuc")}
                  disabled={!variant || addUuc.isPending}
                  className="flex-1 rounded-lg border border-brand-600 px-4 py-2.5 text-sm font-semibold text-brand-700 disabled:opacity-50"
                  data-testid="add-to-uuc-cart"
                >
                  {addUuc.isPending
                    ? t("wallet.sending")
                    : t("shop.addToUucCart")}
                </button>
              )}
            </div>
            <div className="flex gap-3">
              {addUuc.isSuccess && (
                <Link
                  to="/shop/cart?pay=uuc"
                  className="flex-1 rounded-lg border border-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-brand-700"
                  data-testid="go-to-uuc-cart"
                >
                  {t("shop.goToUucCart")}
                </Link>
              )}
              {add.isSuccess && (
                <Link
                  to="/shop/cart"
                  className="flex-1 rounded-lg border border-brand-600 px-4 py-2.5 text-center text-sm font-semibold text-brand-700"
                  data-testid="go-to-cart"
                >
                  {t("shop.goToCart")}
                </Link>
              )}
            </div>
          </form>
        </div>
      </div>
      {goods.video && (
        <section className="space-y-2">
          <h3 className="text-lg font-bold">{t("shop.video")}</h3>
          <video
            src={goods.video}
            controls
            preload="metadata"
            className="w-full rounded-xl bg-black"
            data-testid="product-video"
          >
            <a href={goods.video}>{t("shop.video")}</a>
          </video>
        </section>
      )}
      {description && (
        <section className="space-y-2">
          <h3 className="text-lg font-bold">{t("shop.description")}</h3>
          <p className="whitespace-pre-line text-slate-700">{description}</p>
        </section>
      )}
    </div>
  )
}
