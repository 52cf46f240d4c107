import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useCart } from "../../hooks/shop"

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
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-5 w-5 fill-current text-slate-700"
      >
        <path d="M3 3a1 1 0 000 2h1.2l1.7 7.6A2 2 0 007.9 14H15a1 1 0 100-2H7.9l-.2-1H15a1 1 0 001-.8l1-5A1 1 0 0016 4H6.2l-.2-.8A1 1 0 005 3H3zm5 13a1.5 1.5 0 100 3 1.5 1.5 0 000-3zm7 0a1.5 1.5 0 100 3 1.5 1.5 0 000-3z" />
      </svg>
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
