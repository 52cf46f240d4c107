import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useCart } from "../../hooks/shop"
import { Icon, PATHS } from "../icon"

/** The cart button with the number of units in it. */
export function CartLink() {
  const { t } = useTranslation()
  const cart = useCart("usd")
  const uucCart = useCart("uuc")
  // both carts: the USD one and the UUC one
  const units = [
    ...(cart.data?.items ?? []),
    ...(uucCart.data?.items ?? []),
  ].reduce((n, i) => n + i.quantity, 0)
  return (
    <Link
      to="/shop/cart"
      data-testid="cart-link"
      aria-label={t("cart.linkLabel", { count: units })}
      className="relative inline-flex shrink-0 items-center rounded-lg bg-white p-2.5 ring-1 ring-slate-200 hover:bg-slate-100"
    >
      <Icon d={PATHS.cart} className="h-5 w-5 fill-current text-slate-700" />
      {units > 0 && (
        <span
          className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white"
          data-testid="cart-count"
        >
          {units}
        </span>
      )}
    </Link>
  )
}
