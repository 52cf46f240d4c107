import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Receipt } from "@medusajs/icons"
import { Badge, Container, Text, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  nameOf,
  useOrderAction,
  useOrders,
  type AdminOrder,
} from "../../hooks/orders"
import {
  decisionColumn,
  FilterBar,
  formatMoney,
  formatTime,
  FormDrawer,
  offeredWhile,
  PageHeader,
  RecordList,
  SearchFilter,
  searchValue,
  SelectFilter,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"
import { ShipTo } from "./ship-to"

const PAGE = 20
const STATUSES = ["all", "pending_shipment", "shipped", "received", "cancelled"]
const COLOR = {
  pending_shipment: "orange",
  shipped: "blue",
  received: "green",
  cancelled: "red",
} as const

/**
 * `/app/goods-orders`: every shop order with its goods, prices, recipient and
 * courier; ship one (courier name and number) or cancel one before shipment (a
 * reason and the staff secondary password; the member's payment comes back).
 */
const GoodsOrdersPage = () => {
  const { t, i18n } = useTranslation()
  const { filters, filter, page, setPage } = usePagedFilters({
    status: "pending_shipment",
    q: "",
  })
  const [acting, setActing] = useState<{
    order: AdminOrder
    action: "ship" | "cancel"
  } | null>(null)
  const query = useOrders({
    status: selectValue(filters.status),
    q: searchValue(filters.q),
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useOrderAction()
  const rows = query.data?.orders ?? []
  const money = (v: string | null, currency: string) =>
    `${formatMoney(v, i18n.language)} ${currency}`

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucShop.orders.title")}
        hint={t("uucShop.orders.hint")}
      />
      <FilterBar className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <SelectFilter
          label={t("uucShop.orders.status")}
          value={filters.status}
          onChange={filter("status")}
          testId="orders-status-filter"
          options={STATUSES.map((s) => ({
            value: s,
            label: t(`uucShop.orderStatus.${s}`),
          }))}
        />
        <SearchFilter
          id="orders-q"
          label={t("uucShop.orders.search")}
          value={filters.q}
          onChange={filter("q")}
          testId="orders-search"
        />
      </FilterBar>
      <RecordList
        ns="uucShop"
        query={query}
        empty={rows.length ? null : t("uucShop.orders.empty")}
        paging={{
          page,
          pageSize: PAGE,
          count: query.data?.count ?? page * PAGE + rows.length,
        }}
        onPage={setPage}
        columns={[
          {
            label: t("uucShop.orders.order"),
            cell: (o) => (
              <>
                <div>#{o.display_id}</div>
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {formatTime(o.created_at, i18n.language)}
                </Text>
                <Text
                  size="xsmall"
                  className="text-ui-fg-subtle"
                  data-testid="order-merchant"
                >
                  {o.merchant
                    ? t("uucShop.orders.merchant", {
                        name: o.merchant_username ?? nameOf(o.merchant),
                      })
                    : t("uucShop.goods.platform")}
                </Text>
                <Text
                  size="xsmall"
                  className="text-ui-fg-subtle"
                  data-testid="order-buyer"
                >
                  {t("uucShop.orders.buyer", {
                    name: o.buyer_username ?? t("uucShop.orders.buyerGone"),
                  })}
                </Text>
              </>
            ),
          },
          {
            label: t("uucShop.orders.goods"),
            cell: (o) => (
              <>
                <ul>
                  {o.items.map((item, i) => (
                    <li key={i}>
                      {item.title}
                      {item.spec ? ` · ${item.spec}` : ""} × {item.quantity}
                      <Text size="xsmall" className="text-ui-fg-subtle">
                        {t("uucShop.orders.memberPrice")}{" "}
                        {money(item.unit_price, o.currency)}
                        {item.original_price &&
                          ` · ${t("uucShop.orders.originalPrice")} ${money(item.original_price, o.currency)}`}
                      </Text>
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            label: t("uucShop.orders.price"),
            right: true,
            cell: (o) => (
              <>
                {money(o.total, o.currency)}
                {o.points && !/^0*(\.0*)?$/.test(o.points) && (
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {t("uucShop.orders.points", {
                      points: formatMoney(o.points, i18n.language),
                    })}
                  </Text>
                )}
              </>
            ),
          },
          {
            label: t("uucShop.orders.recipient"),
            cell: (o) => <ShipTo address={o.shipping_address} />,
          },
          {
            label: t("uucShop.orders.courier"),
            testId: "order-courier",
            cell: (o) =>
              o.courier_name ? `${o.courier_name} · ${o.courier_number}` : "—",
          },
          {
            label: t("uucShop.orders.status"),
            cell: (o) => (
              <>
                <Badge size="2xsmall" color={COLOR[o.status]}>
                  {t(`uucShop.orderStatus.${o.status}`)}
                </Badge>
                {o.settlement && (
                  <Text
                    size="xsmall"
                    className="text-ui-fg-subtle"
                    data-testid="order-settlement"
                  >
                    {o.settlement.status === "settled"
                      ? t("uucShop.orders.settled", {
                          amount: money(o.settlement.amount, "USDT"),
                          commission: money(o.settlement.commission, "USDT"),
                        })
                      : t(`uucShop.orders.settlement_${o.settlement.status}`)}
                  </Text>
                )}
              </>
            ),
          },
          decisionColumn<AdminOrder, "ship" | "cancel">(
            offeredWhile(
              (o) => o.status === "pending_shipment",
              [
                {
                  action: "ship",
                  label: t("uucShop.orders.ship"),
                  testId: "order-ship",
                },
                {
                  action: "cancel",
                  label: t("uucShop.orders.cancel"),
                  testId: "order-cancel",
                  variant: "danger",
                },
              ]
            ),
            (order, action) => setActing({ order, action })
          ),
        ]}
        rows={rows}
        rowKey={(o) => o.id}
        rowTestId="order-row"
      />
      <FormDrawer
        ns="uucShop"
        idPrefix="action"
        submitTestId="action-submit"
        open={acting !== null}
        onClose={() => setActing(null)}
        title={t(
          acting?.action === "cancel"
            ? "uucShop.orders.cancelTitle"
            : "uucShop.orders.shipTitle"
        )}
        summary={
          acting &&
          t(
            acting.action === "cancel"
              ? "uucShop.orders.cancelSummary"
              : "uucShop.orders.shipSummary",
            {
              order: acting.order.display_id,
              total: money(acting.order.total, acting.order.currency),
            }
          )
        }
        fields={
          acting?.action === "cancel"
            ? [
                { name: "reason", label: t("uucShop.orders.reason") },
                {
                  name: "secondary_password",
                  label: t("uucShop.orders.secondaryPassword"),
                  type: "password",
                },
              ]
            : [
                {
                  name: "courier_name",
                  label: t("uucShop.orders.courierName"),
                },
                {
                  name: "courier_number",
                  label: t("uucShop.orders.courierNumber"),
                },
              ]
        }
        danger={acting?.action === "cancel"}
        submitLabel={t(
          acting?.action === "cancel"
            ? "uucShop.orders.cancel"
            : "uucShop.orders.ship"
        )}
        onSubmit={async (v) => {
          if (!acting) return
          const id = acting.order.id
          await mutation.mutateAsync(
            acting.action === "cancel"
              ? {
                  id,
                  action: "cancel",
                  reason: v.reason,
                  secondary_password: v.secondary_password,
                }
              : {
                  id,
                  action: "ship",
                  courier_name: v.courier_name,
                  courier_number: v.courier_number,
                }
          )
          toast.success(
            t(
              acting.action === "cancel"
                ? "uucShop.orders.cancelled"
                : "uucShop.orders.shipped"
            )
          )
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucShop.menu.goodsOrders",
  translationNs: "translation",
  icon: Receipt,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 51,
})

export default GoodsOrdersPage
