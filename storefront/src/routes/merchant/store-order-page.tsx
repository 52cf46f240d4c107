import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Amount,
  PagedList,
  StatusBadge,
  primaryButton,
} from "../../components/ledger/ledger-ui"
import { Field } from "../../components/field"
import { ShipTo } from "../../components/shop/ship-to"
import { Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  MERCHANT_PAGE,
  useMerchantOrders,
  useMerchantStanding,
  useShipOrder,
  type MerchantOrderView,
} from "../../hooks/merchants"
import { useErrorText } from "../../lib/api-error"
import { formatDate, formatPercent } from "../../lib/format"
import { fromUnits, toUnits } from "../../lib/money"
import { ORDER_STATUSES, ORDER_TONE } from "../../lib/order-status"
import { MerchantFailure } from "./license-gate"

/** The courier form of one order waiting for shipment. */
function ShipForm({ order }: { order: MerchantOrderView }) {
  const { t } = useTranslation()
  const ship = useShipOrder()
  const errorText = useErrorText()
  const toast = useToast()
  const [name, setName] = useState("")
  const [number, setNumber] = useState("")
  const [error, setError] = useState<string>()
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        setError(undefined)
        ship.mutate(
          {
            id: order.id,
            courier_name: name.trim(),
            courier_number: number.trim(),
          },
          {
            onSuccess: () => toast.success(t("merchant.orders.shipped")),
            onError: (err) => setError(errorText(err)),
          }
        )
      }}
    >
      <Field
        id={`courier-name-${order.id}`}
        name="courier_name"
        label={t("merchant.orders.courierName")}
        value={name}
        required
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        id={`courier-number-${order.id}`}
        name="courier_number"
        label={t("merchant.orders.courierNumber")}
        value={number}
        required
        maxLength={100}
        error={error}
        onChange={(e) => setNumber(e.target.value)}
      />
      <button
        type="submit"
        className={`w-full ${primaryButton}`}
        disabled={ship.isPending || !name.trim() || !number.trim()}
        data-testid="merchant-ship"
      >
        {t("merchant.orders.ship")}
      </button>
    </form>
  )
}

/** The order's price: its lines' unit prices times quantities (cash and points together). */
function priceOf(order: MerchantOrderView) {
  const one = toUnits("1")!
  return fromUnits(
    order.items.reduce(
      (sum, i) =>
        sum +
        ((toUnits(i.unit_price) ?? 0n) * (toUnits(i.quantity) ?? 0n)) / one,
      0n
    )
  )
}

/**
 * What the merchant is credited for an order once received (rules.md §7): its
 * price less the commission, rounded down to 8 places as the settlement does.
 */
export function netOf(price: string, commission: string) {
  const one = toUnits("1")!
  const p = toUnits(price) ?? 0n
  const rate = toUnits(commission) ?? 0n
  return fromUnits((p * (one - rate)) / one)
}

/**
 * The merchant's net of one order: price less the plan's commission, in USDT (a
 * UUC order's UUC are credited at the token price of its checkout, which the
 * merchant's view does not carry: said in words).
 */
function OrderNet({
  order,
  commission,
}: {
  order: MerchantOrderView
  commission: string
}) {
  const { t, i18n } = useTranslation()
  const rate = formatPercent(commission, i18n.language)
  return (
    <div className="flex justify-between gap-3 font-semibold text-emerald-800">
      <dt>
        {t(
          order.status === "received"
            ? "merchant.orders.netReceived"
            : "merchant.orders.net",
          { rate }
        )}
      </dt>
      <dd className="text-end" data-testid="merchant-order-net">
        {order.currency === "UUC" ? (
          <span className="font-normal">{t("merchant.orders.netUuc")}</span>
        ) : (
          <Amount value={netOf(priceOf(order), commission)} asset="USDT" />
        )}
      </dd>
    </div>
  )
}

/** `/store-order`: orders of the merchant's goods only, by status; ship with the courier. */
export default function StoreOrderPage() {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(0)
  const [status, setStatus] = useState<string>("pending_shipment")
  const orders = useMerchantOrders(page, status || undefined)
  const commission = useMerchantStanding().data?.conditions.commission
  if (orders.isLoading) return <Skeleton />
  if (orders.isError)
    return (
      <MerchantFailure
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
    )
  return (
    <div className="space-y-4" data-testid="merchant-orders">
      <h2 className="text-lg font-bold">{t("merchant.orders.title")}</h2>
      <div className="flex flex-wrap gap-2" role="tablist">
        {[...ORDER_STATUSES, ""].map((s) => (
          <button
            key={s || "all"}
            type="button"
            role="tab"
            aria-selected={status === s}
            onClick={() => {
              setStatus(s)
              setPage(0)
            }}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-selected:border-brand-600 aria-selected:bg-brand-50"
          >
            {s ? t(`merchant.orderStatus.${s}`) : t("merchant.orders.all")}
          </button>
        ))}
      </div>
      <PagedList
        query={orders}
        items={orders.data?.orders}
        count={orders.data?.count ?? 0}
        pageSize={MERCHANT_PAGE}
        page={page}
        onPage={setPage}
        empty={t("merchant.orders.empty")}
        loadError={t("merchant.loadError")}
        testId="merchant-orders-list"
        render={(o) => (
          <li key={o.id} className="space-y-1 p-3" data-testid="merchant-order">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                #{o.display_id ?? o.id} ·{" "}
                {formatDate(o.created_at, i18n.language)}
              </span>
              <StatusBadge tone={ORDER_TONE[o.status]}>
                {t(`merchant.orderStatus.${o.status}`)}
              </StatusBadge>
            </div>
            <ul className="text-sm text-slate-600">
              {o.items.map((i, n) => (
                <li key={n}>
                  {i.title}
                  {i.spec ? ` (${i.spec})` : ""} × {i.quantity}
                </li>
              ))}
            </ul>
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3 font-medium">
                <dt>{t("merchant.orders.price")}</dt>
                <dd data-testid="merchant-order-price">
                  <Amount value={priceOf(o)} asset={o.currency} />
                </dd>
              </div>
              {(toUnits(o.points ?? "0") ?? 0n) > 0n && (
                <>
                  <div className="flex justify-between gap-3 text-slate-600">
                    <dt>
                      {t("merchant.orders.paidCash", { asset: o.currency })}
                    </dt>
                    <dd data-testid="merchant-order-cash">
                      <Amount value={o.total} asset={o.currency} />
                    </dd>
                  </div>
                  <div className="flex justify-between gap-3 text-slate-600">
                    <dt>{t("merchant.orders.paidPoints")}</dt>
                    <dd data-testid="merchant-order-points">
                      <Amount value={o.points} asset="POINTS" />
                    </dd>
                  </div>
                </>
              )}
              {commission && o.status !== "cancelled" && (
                <OrderNet order={o} commission={commission} />
              )}
            </dl>
            <ShipTo address={o.shipping_address} />
            {o.courier_number && (
              <p className="text-sm text-slate-600">
                {o.courier_name} · {o.courier_number}
              </p>
            )}
            {o.status === "pending_shipment" && <ShipForm order={o} />}
          </li>
        )}
      />
    </div>
  )
}
