import { defineRouteConfig } from "@medusajs/admin-sdk"
import { EnvelopeSolid } from "@medusajs/icons"
import { Badge, Container } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { type Delivery, useDeliveries } from "../../hooks/deliveries"
import {
  FilterBar,
  formatTime,
  OptionFilter,
  PageHeader,
  RecordList,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = [
  "failed",
  "abandoned",
  "pending",
  "sending",
  "sent",
  "cancelled",
] as const
const COLOR = {
  pending: "grey",
  sending: "blue",
  sent: "green",
  failed: "orange",
  abandoned: "red",
  cancelled: "grey",
} as const

/**
 * `/app/notification-deliveries`: the notification emails sent to members, with
 * the failed ones first to look at (the mail server's last error, attempts, and
 * when the retry job tries again).
 */
const NotificationDeliveriesPage = () => {
  const { t, i18n } = useTranslation()
  const { filters, filter, page, setPage } = usePagedFilters({
    status: "all",
  })
  const query = useDeliveries({
    status: selectValue(filters.status),
    limit: PAGE,
    offset: page * PAGE,
  })
  const rows = query.data?.deliveries ?? []
  const time = (v: string | null) => (v ? formatTime(v, i18n.language) : "—")

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucNotifications.deliveries.title")}
        hint={t("uucNotifications.deliveries.hint")}
      />
      <FilterBar>
        <OptionFilter
          ns="uucNotifications"
          label={t("uucNotifications.common.status")}
          value={filters.status}
          onChange={filter("status")}
          options={STATUSES.map((s) => [
            s,
            t(`uucNotifications.deliveries.status.${s}`),
          ])}
          testId="delivery-status-filter"
        />
      </FilterBar>
      <RecordList<Delivery>
        ns="uucNotifications"
        query={query}
        empty={rows.length ? null : t("uucNotifications.deliveries.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={[
          {
            label: t("uucNotifications.common.time"),
            cell: (d) => time(d.created_at),
          },
          {
            label: t("uucNotifications.common.member"),
            cell: (d) => d.username ?? d.member_id,
          },
          {
            label: t("uucNotifications.deliveries.kind"),
            cell: (d) =>
              t(`uucNotifications.kinds.${d.kind}`, { defaultValue: d.kind }),
          },
          {
            label: t("uucNotifications.deliveries.address"),
            className: "max-w-48 truncate",
            title: (d) => d.address,
            cell: (d) => d.address,
          },
          {
            label: t("uucNotifications.common.status"),
            cell: (d) => (
              <Badge size="2xsmall" color={COLOR[d.status]}>
                {t(`uucNotifications.deliveries.status.${d.status}`)}
              </Badge>
            ),
            testId: "delivery-status",
          },
          {
            label: t("uucNotifications.deliveries.attempts"),
            right: true,
            cell: (d) => d.attempts,
          },
          {
            label: t("uucNotifications.deliveries.next"),
            cell: (d) => time(d.next_attempt_at),
          },
          {
            label: t("uucNotifications.deliveries.error"),
            className: "max-w-64 truncate font-mono text-xs",
            title: (d) => d.last_error ?? "",
            cell: (d) => d.last_error ?? "—",
          },
        ]}
        rows={rows}
        rowKey={(d) => d.id}
        rowTestId="delivery-row"
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucNotifications.menu.deliveries",
  translationNs: "translation",
  icon: EnvelopeSolid,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 42,
})

export default NotificationDeliveriesPage
