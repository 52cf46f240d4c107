import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react"
import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  Amount,
  ConfirmDialog,
  StatusBadge,
  card,
  primaryButton,
  secondaryButton,
  useLedgerErrorText,
} from "../../components/ledger/ledger-ui"
import { ShipTo } from "../../components/shop/ship-to"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  type ShopOrder,
  type ShopOrderStatus,
  useCartGoods,
  useOrderAction,
  useRegion,
  useShopOrders,
} from "../../hooks/shop"
import type { StoreProduct } from "../../lib/goods"
import { lineTexts } from "../../lib/translated"
import { formatDate } from "../../lib/format"
import { ORDER_STATUSES, ORDER_TONE } from "../../lib/order-status"
import { ActionKey } from "../../lib/idempotency"
import { decimalOf } from "../../lib/shop-price"

/** The seller's name: the merchant's, never its raw account id; null for the platform. */
const merchantName = (o: ShopOrder) => o.merchant_name

/** One order: its goods, prices, total and points, the courier, and its action. */
function OrderCard({
  order,
  goods,
  onAction,
}: {
  order: ShopOrder
  /** The orders' goods by id, for their titles and spec names in the member's language. */
  goods: Map<string, StoreProduct>
  onAction: (order: ShopOrder, action: "receive" | "cancel") => void
}) {
  const { t, i18n } = useTranslation()
  const merchant = merchantName(order)
  const points = decimalOf(order.points)
  return (
    <li className={`${card} space-y-3`} data-testid="shop-order">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {t("shopOrder.number", { id: order.display_id })}
        </p>
        <StatusBadge tone={ORDER_TONE[order.status]}>
          {t(`shopOrder.status.${order.status}`)}
        </StatusBadge>
      </div>
      <p className="text-xs text-slate-500">
        {formatDate(order.created_at, i18n.language)}
        {" · "}
        {order.merchant ? merchant : t("shopOrder.platform")}
      </p>
      <ul className="space-y-1 text-sm">
        {order.items.map((item, i) => {
          const { title, spec } = lineTexts(item, goods, i18n.language)
          return (
            <li key={i} className="flex justify-between gap-3">
              <span className="min-w-0">
                {title}
                {spec && (
                  <span className="text-slate-500"> · {spec}</span>
                )} × {item.quantity}
              </span>
              <span className="shrink-0 text-end">
                <Amount value={item.unit_price} asset={order.currency} />
                {item.original_price &&
                  item.original_price !== item.unit_price && (
                    <s className="ms-1 text-xs text-slate-500">
                      <Amount
                        value={item.original_price}
                        asset={order.currency}
                      />
                    </s>
                  )}
              </span>
            </li>
          )
        })}
      </ul>
      <dl className="space-y-1 border-t border-slate-100 pt-2 text-sm">
        {points && points !== "0" && (
          <div className="flex justify-between">
            <dt>{t("cart.pointsUsed")}</dt>
            <dd>
              <Amount value={points} asset="POINTS" />
            </dd>
          </div>
        )}
        <div className="flex justify-between font-semibold">
          <dt>{t("shopOrder.total")}</dt>
          <dd data-testid="shop-order-total">
            <Amount value={order.total} asset={order.currency} />
          </dd>
        </div>
        {order.courier_name && (
          <div className="flex justify-between gap-3">
            <dt>{t("shopOrder.courier")}</dt>
            <dd className="break-all text-end" data-testid="shop-order-courier">
              {order.courier_name} · {order.courier_number}
            </dd>
          </div>
        )}
      </dl>
      <div className="border-t border-slate-100 pt-2">
        <ShipTo address={order.shipping_address} />
      </div>
      {order.status === "shipped" && (
        <button
          type="button"
          className={`w-full ${primaryButton}`}
          onClick={() => onAction(order, "receive")}
          data-testid="shop-order-receive"
        >
          {t("shopOrder.receive")}
        </button>
      )}
      {order.status === "pending_shipment" && (
        <button
          type="button"
          className={`w-full ${secondaryButton}`}
          onClick={() => onAction(order, "cancel")}
          data-testid="shop-order-cancel"
        >
          {t("shopOrder.cancel")}
        </button>
      )}
    </li>
  )
}

function OrderList({
  status,
  onAction,
}: {
  status: ShopOrderStatus
  onAction: (order: ShopOrder, action: "receive" | "cancel") => void
}) {
  const { t } = useTranslation()
  const query = useShopOrders(status)
  const region = useRegion()
  const goods = useCartGoods(
    region.data?.id,
    (query.data?.orders ?? []).flatMap((o) =>
      o.items.flatMap((i) => (i.product_id ? [i.product_id] : []))
    )
  )
  const byId = new Map((goods.data?.products ?? []).map((p) => [p.id, p]))
  if (query.isLoading) return <Skeleton lines={3} />
  if (query.isError)
    return (
      <ErrorState
        message={t("shopOrder.loadError")}
        onRetry={() => void query.refetch()}
      />
    )
  const orders = query.data?.orders ?? []
  if (!orders.length)
    return (
      <div className="space-y-3">
        <EmptyState message={t(`shopOrder.empty.${status}`)} />
        {status === "pending_shipment" && (
          <Link
            to="/shop-list"
            className={`block text-center ${primaryButton}`}
          >
            {t("cart.browse")}
          </Link>
        )}
      </div>
    )
  return (
    <ul className="space-y-3" data-testid={`shop-orders-${status}`}>
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} goods={byId} onAction={onAction} />
      ))}
    </ul>
  )
}

/**
 * `/shop-order`: the member's orders by status; confirm receipt of a shipped order,
 * cancel one not yet shipped (USDT, UUC and points come back).
 */
export default function ShopOrderPage() {
  const { t } = useTranslation()
  const toast = useToast()
  const errorText = useLedgerErrorText()
  const mutation = useOrderAction()
  const key = useRef(new ActionKey())
  const [asking, setAsking] = useState<{
    order: ShopOrder
    action: "receive" | "cancel"
  } | null>(null)
  const [error, setError] = useState<string>()

  const confirm = () => {
    if (!asking) return
    const { order, action } = asking
    mutation.mutate(
      { id: order.id, action, key: key.current.for({ id: order.id, action }) },
      {
        onSuccess: () => {
          key.current.done()
          setAsking(null)
          toast.success(
            t(
              action === "receive"
                ? "shopOrder.received"
                : "shopOrder.cancelled"
            )
          )
        },
        onError: (e) => {
          const message = errorText(e)
          setError(message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <div className="space-y-4" data-testid="shop-orders">
      <TabGroup>
        {/* the tabs wrap onto a second line on a phone: a scrolled row hid
            the last tab with nothing saying it was there */}
        <TabList className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
          {ORDER_STATUSES.map((s) => (
            <Tab
              key={s}
              data-testid={`shop-order-tab-${s}`}
              className="flex-[1_0_auto] rounded-lg px-3 py-2 text-sm font-medium text-slate-600 data-[selected]:bg-white data-[selected]:text-brand-700 data-[selected]:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t(`shopOrder.status.${s}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {ORDER_STATUSES.map((s) => (
            <TabPanel key={s}>
              <OrderList
                status={s}
                onAction={(order, action) => {
                  setError(undefined)
                  setAsking({ order, action })
                }}
              />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
      <ConfirmDialog
        open={asking !== null}
        title={t(
          asking?.action === "cancel"
            ? "shopOrder.cancelTitle"
            : "shopOrder.receiveTitle"
        )}
        busy={mutation.isPending}
        confirmLabel={t(
          asking?.action === "cancel" ? "shopOrder.cancel" : "shopOrder.receive"
        )}
        error={error}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        warning={t(
          asking?.action === "cancel"
            ? "shopOrder.cancelWarning"
            : "shopOrder.receiveWarning"
        )}
        rows={
          asking
            ? [
                {
                  label: t("shopOrder.order"),
                  value: t("shopOrder.number", {
                    id: asking.order.display_id,
                  }),
                },
                {
                  label: t("shopOrder.total"),
                  value: (
                    <Amount
                      value={asking.order.total}
                      asset={asking.order.currency}
                    />
                  ),
                },
              ]
            : []
        }
      />
    </div>
  )
}
