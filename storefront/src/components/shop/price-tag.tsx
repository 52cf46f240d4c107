import { useTranslation } from "react-i18next"
import { formatAmount } from "../../lib/money"
import type { PriceView } from "../../lib/shop-price"

/**
 * A specification's price: what the member pays, and the original struck through
 * when a card's member price applies. Amounts in the member's locale, in USD.
 */
export function PriceTag({
  view,
  size = "md",
}: {
  view: PriceView | null
  size?: "md" | "lg"
}) {
  const { t, i18n } = useTranslation()
  if (!view)
    return <p className="text-sm text-slate-500">{t("shop.noPrice")}</p>
  const usd = (v: string) => formatAmount(v, i18n.language, "USD")
  return (
    <div className="flex flex-wrap items-baseline gap-x-2" data-testid="price">
      {view.member && (
        <span className="sr-only">{t("shop.memberPrice")}: </span>
      )}
      <span
        className={`font-bold tabular-nums ${view.member ? "text-red-700" : "text-slate-900"} ${size === "lg" ? "text-2xl" : "text-base"}`}
        data-testid="price-pay"
      >
        {usd(view.pay)}
      </span>
      {view.member && (
        <>
          <span className="sr-only">{t("shop.originalPrice")}: </span>
          <s
            className="text-sm text-slate-500 tabular-nums"
            data-testid="price-original"
          >
            {usd(view.original)}
          </s>
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {t("shop.memberBadge")}
          </span>
        </>
      )}
    </div>
  )
}
