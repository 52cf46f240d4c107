import { useTranslation } from "react-i18next"
import { Amount, card } from "../../components/ledger/ledger-ui"
import { kindOf, type Cart } from "../../hooks/shop"
import type { StoreProduct } from "../../lib/goods"
import { decimalOf, lineTotal } from "../../lib/shop-price"
import { lineTexts } from "../../lib/translated"

const stepper =
  "h-9 w-9 rounded-lg border border-slate-300 bg-white text-lg font-semibold disabled:opacity-50"

/**
 * The cart's lines: picture, specification, unit price, quantity stepper, line
 * total; titles and spec names in the member's language from the cart's goods.
 */
export function CartLines({
  cart,
  goods = [],
  busy,
  onQuantity,
}: {
  cart: Cart
  goods?: StoreProduct[]
  busy: boolean
  onQuantity: (lineId: string, quantity: number) => void
}) {
  const { t, i18n } = useTranslation()
  const byId = new Map(goods.map((p) => [p.id, p]))
  // a UUC cart's lines are at the specs' UUC prices, with no USD original beside
  const uuc = kindOf(cart) === "uuc"
  const asset = uuc ? "UUC" : "USDT"
  return (
    <section className={card} aria-labelledby="cart-lines">
      <h2 id="cart-lines" className="font-bold">
        {t("cart.items")}
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="cart-lines">
        {cart.items.map((item) => {
          const unit = decimalOf(item.unit_price) ?? "0"
          const original = uuc ? null : decimalOf(item.compare_at_unit_price)
          const { title, spec } = lineTexts(
            {
              product_id: item.product_id,
              variant_id: item.variant_id,
              title: item.product_title ?? item.title,
              spec: item.variant_title,
            },
            byId,
            i18n.language
          )
          return (
            <li
              key={item.id}
              className="flex gap-3 py-3"
              data-testid="cart-line"
            >
              {item.thumbnail ? (
                <img
                  src={item.thumbnail}
                  alt=""
                  className="h-16 w-16 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <div className="h-16 w-16 shrink-0 rounded-lg bg-slate-100" />
              )}
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm font-medium">{title}</p>
                {spec && (
                  <p className="text-xs text-slate-500">
                    {t("shop.specification")}: {spec}
                  </p>
                )}
                <p className="text-sm">
                  <Amount value={unit} asset={asset} />
                  {original && original !== unit && (
                    <s className="ms-2 text-xs text-slate-500">
                      <Amount value={original} asset={asset} />
                    </s>
                  )}
                </p>
                <div className="flex items-center gap-2">
                  <button
                    type="button"
                    className={stepper}
                    disabled={busy}
                    onClick={() => onQuantity(item.id, item.quantity - 1)}
                    aria-label={
                      item.quantity > 1
                        ? t("cart.less", { title })
                        : t("cart.remove", { title })
                    }
                  >
                    −
                  </button>
                  <span
                    className="w-8 text-center tabular-nums"
                    data-testid="cart-line-quantity"
                  >
                    {item.quantity}
                  </span>
                  <button
                    type="button"
                    className={stepper}
                    disabled={busy}
                    onClick={() => onQuantity(item.id, item.quantity + 1)}
                    aria-label={t("cart.more", { title })}
                  >
                    +
                  </button>
                  <button
                    type="button"
                    className="ms-auto text-sm text-red-700 underline"
                    disabled={busy}
                    onClick={() => onQuantity(item.id, 0)}
                  >
                    {t("cart.removeShort")}
                  </button>
                </div>
              </div>
              <Amount
                value={lineTotal(unit, item.quantity)}
                asset={asset}
                className="text-sm font-semibold"
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
