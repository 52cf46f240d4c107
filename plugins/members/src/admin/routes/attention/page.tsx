import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Bolt } from "@medusajs/icons"
import { Badge, Container, Heading, Text } from "@medusajs/ui"
import { useQueries } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { PageHeader, sdk, SectionHeader } from "@uuc/admin-kit"

/**
 * What waits for staff, counted from the plugins' admin APIs (one small page of
 * each list, its `count`), each count linking to the screen that handles it.
 */
const QUEUES = [
  {
    key: "recharges",
    path: "/admin/recharges?status=pending&limit=1",
    to: "/recharge-record",
  },
  {
    key: "withdrawals",
    path: "/admin/withdrawals?status=open&limit=1",
    to: "/cash-record",
  },
  {
    key: "loanApplications",
    path: "/admin/loans?status=pending&limit=1",
    to: "/apply-record",
  },
  {
    key: "loansOwed",
    path: "/admin/loans?status=passed&limit=1",
    to: "/apply-record",
  },
  {
    key: "frozenBonuses",
    path: "/admin/bonus-records?status=pending_elimination&limit=1",
    to: "/bonus-record",
  },
  {
    key: "stuckOperations",
    path: "/admin/stuck-operations?limit=1",
    to: "/stuck-operations",
  },
  {
    key: "merchantApplications",
    path: "/admin/merchant-applications?status=pending&limit=1",
    to: "/store-record",
  },
  {
    key: "goodsToList",
    path: "/admin/goods?status=pending_listing&limit=1",
    to: "/goods-list",
  },
  {
    key: "ordersToShip",
    path: "/admin/shop/orders?status=pending_shipment&limit=1",
    to: "/goods-orders",
  },
] as const

/** The platform's screens by area, for staff who open the admin for the first time. */
const AREAS = [
  [
    "people",
    [
      ["/member", "uucMembers.menu.members"],
      ["/user", "uucMembers.menu.staff"],
      ["/tree-child", "uucNetwork.menu.tree"],
    ],
  ],
  [
    "money",
    [
      ["/recharge-add", "uucLedger.menu.rechargeAdd"],
      ["/recharge-record", "uucLedger.menu.rechargeRecord"],
      ["/uucaddr-record", "uucLedger.menu.addressRecord"],
      ["/cash-record", "uucLedger.menu.cashRecord"],
      ["/balance-record", "uucLedger.menu.balanceRecord"],
      ["/token-price", "uucLedger.menu.tokenPrice"],
    ],
  ],
  [
    "rewards",
    [
      ["/system", "uucRewards.menu.system"],
      ["/bonus-record", "uucRewards.menu.bonusRecord"],
      ["/apply-record", "uucRewards.menu.applyRecord"],
      ["/stuck-operations", "uucRewards.menu.stuckOperations"],
    ],
  ],
  [
    "content",
    [
      ["/notice", "uucContent.menu.notices"],
      ["/guide", "uucContent.menu.guide"],
    ],
  ],
  [
    "shop",
    [
      ["/goods-list", "uucShop.menu.goodsList"],
      ["/goods-orders", "uucShop.menu.goodsOrders"],
      ["/store-record", "uucMerchants.menu.storeRecord"],
    ],
  ],
] as const

// Medusa's interactive blue is 3.67:1 on white; links need 4.5:1 (WCAG 1.4.3).
const LINK_STYLE = { color: "#1d4ed8" }

const AttentionPage = () => {
  const { t } = useTranslation()
  const results = useQueries({
    queries: QUEUES.map((q) => ({
      queryKey: ["uuc-attention", q.key],
      queryFn: () => sdk.client.fetch<{ count: number }>(q.path),
      refetchInterval: 60_000,
    })),
  })
  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader
          title={t("uucMembers.attention.title")}
          hint={t("uucMembers.attention.hint")}
        />
        <ul className="grid grid-cols-1 gap-3 px-6 py-4 md:grid-cols-3">
          {QUEUES.map((q, i) => {
            const r = results[i]
            const count = r.data?.count
            return (
              <li key={q.key}>
                <Link
                  to={q.to}
                  className="flex items-center justify-between rounded-lg border border-ui-border-strong px-4 py-3 hover:bg-ui-bg-base-hover"
                  data-testid={`attention-${q.key}`}
                >
                  <Text size="small" weight="plus">
                    {t(`uucMembers.attention.queues.${q.key}`)}
                  </Text>
                  <Badge
                    size="small"
                    color={count ? "orange" : "green"}
                    data-testid={`attention-${q.key}-count`}
                  >
                    {r.isError
                      ? t("uucMembers.attention.unavailable")
                      : count === undefined
                        ? "…"
                        : count}
                  </Badge>
                </Link>
              </li>
            )
          })}
        </ul>
      </Container>
      <Container className="divide-y p-0">
        <SectionHeader title={t("uucMembers.attention.screens")} />
        <div className="grid grid-cols-1 gap-4 px-6 py-4 md:grid-cols-5">
          {AREAS.map(([area, paths]) => (
            <nav
              key={area}
              aria-labelledby={`area-${area}`}
              data-testid={`area-${area}`}
            >
              <Heading level="h3" id={`area-${area}`} className="mb-2">
                {t(`uucMembers.attention.areas.${area}`)}
              </Heading>
              <ul className="flex flex-col gap-1">
                {paths.map(([to, label]) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="text-sm underline underline-offset-4"
                      style={LINK_STYLE}
                    >
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucMembers.attention.title",
  translationNs: "translation",
  icon: Bolt,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 0,
})

export default AttentionPage
