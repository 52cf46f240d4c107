import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CurrencyDollar } from "@medusajs/icons"
import { Badge, Button, Container, Heading, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  bonusExportUrl,
  useBonusRecords,
  type BonusFilters,
} from "../../hooks/bonus-records"
import { TypeTotals } from "./type-totals"
import {
  dayStart,
  FilterField,
  formatMoney,
  formatTime,
  OptionFilter,
  RecordList,
  SearchInput,
} from "@uuc/admin-kit"

const PAGE = 50
const TYPES = ["referral", "layer", "team", "community"]
const STATUSES = ["settled", "pending_elimination", "eliminated"]
const STATUS_COLOR = {
  settled: "green",
  pending_elimination: "orange",
  eliminated: "grey",
} as const

/**
 * `/app/bonus-record`: every bonus record with filters (type, status, member,
 * days), the totals per type of everything matching, and a CSV of the same filters.
 */
const BonusRecordPage = () => {
  const { t, i18n } = useTranslation()
  const [type, setType] = useState("all")
  const [status, setStatus] = useState("all")
  const [member, setMember] = useState("")
  const [from, setFrom] = useState("")
  const [to, setTo] = useState("")
  const [page, setPage] = useState(0)
  const filters: BonusFilters = {
    type: type === "all" ? undefined : type,
    status: status === "all" ? undefined : status,
    member: member.trim() || undefined,
    from: dayStart(from),
    to: dayStart(to, true),
  }
  const query = useBonusRecords({
    ...filters,
    limit: PAGE,
    offset: page * PAGE,
  })
  const paged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v)
      setPage(0)
    }
  const money = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.bonus_records ?? []

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <div className="flex items-center justify-between px-6 py-4">
          <Heading level="h1">{t("uucRewards.bonus.title")}</Heading>
          <Button size="small" variant="secondary" asChild>
            <a
              href={bonusExportUrl(filters)}
              download
              data-testid="bonus-export"
            >
              {t("uucRewards.common.exportCsv")}
            </a>
          </Button>
        </div>
        <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-5">
          <OptionFilter
            ns="uucRewards"
            label={t("uucRewards.bonus.type")}
            value={type}
            onChange={paged(setType)}
            options={TYPES.map((v) => [v, t(`uucRewards.bonusTypes.${v}`)])}
            testId="bonus-type-filter"
          />
          <OptionFilter
            ns="uucRewards"
            label={t("uucRewards.common.status")}
            value={status}
            onChange={paged(setStatus)}
            options={STATUSES.map((v) => [v, t(`uucRewards.bonusStatus.${v}`)])}
          />
          <FilterField id="bonus-member" label={t("uucRewards.common.member")}>
            <SearchInput
              id="bonus-member"
              placeholder={t("uucRewards.common.memberFilter")}
              value={member}
              onChange={paged(setMember)}
              testId="bonus-member-filter"
            />
          </FilterField>
          <FilterField id="bonus-from" label={t("uucRewards.common.from")}>
            <Input
              id="bonus-from"
              size="small"
              type="date"
              value={from}
              onChange={(e) => paged(setFrom)(e.target.value)}
            />
          </FilterField>
          <FilterField id="bonus-to" label={t("uucRewards.common.to")}>
            <Input
              id="bonus-to"
              size="small"
              type="date"
              value={to}
              onChange={(e) => paged(setTo)(e.target.value)}
            />
          </FilterField>
        </div>
        {query.data && (
          <TypeTotals
            byType={query.data.totals_by_type}
            overall={query.data.totals}
            count={query.data.count}
          />
        )}
        <RecordList
          ns="uucRewards"
          query={query}
          empty={rows.length ? null : t("uucRewards.bonus.empty")}
          paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
          onPage={setPage}
          columns={[
            {
              label: t("uucRewards.common.time"),
              cell: (r) => formatTime(r.created_at, i18n.language),
            },
            { label: t("uucRewards.common.member"), cell: (r) => r.username },
            {
              label: t("uucRewards.bonus.type"),
              cell: (r) =>
                t(`uucRewards.bonusTypes.${r.type}`, {
                  defaultValue: r.type,
                }),
            },
            {
              label: t("uucRewards.bonus.amountUsd"),
              right: true,
              cell: (r) => (
                <>
                  {money(r.amount_usd)}
                  {r.debt_collected && (
                    <Text
                      size="xsmall"
                      className="text-ui-fg-subtle"
                      title={t("uucRewards.bonus.debtCollectedParts", {
                        usdt: money(r.debt_collected.usdt),
                        uuc: money(r.debt_collected.uuc),
                        pool: money(r.debt_collected.uuc_pool),
                      })}
                      data-testid="bonus-debt-collected"
                    >
                      {t("uucRewards.bonus.debtCollected", {
                        amount: money(r.debt_collected.usd),
                      })}
                    </Text>
                  )}
                </>
              ),
            },
            { label: <>USDT</>, right: true, cell: (r) => money(r.usdt) },
            { label: <>UUC</>, right: true, cell: (r) => money(r.uuc) },
            {
              label: t("uucRewards.bonus.pool"),
              right: true,
              cell: (r) => money(r.uuc_pool),
            },
            {
              label: t("uucRewards.common.status"),
              cell: (r) => (
                <>
                  <Badge
                    size="2xsmall"
                    color={
                      STATUS_COLOR[r.status as keyof typeof STATUS_COLOR] ??
                      "grey"
                    }
                  >
                    {t(`uucRewards.bonusStatus.${r.status}`, {
                      defaultValue: r.status,
                    })}
                  </Badge>
                </>
              ),
            },
            {
              label: t("uucRewards.bonus.plan"),
              cell: (r) => r.plan_version,
            },
          ]}
          rows={rows}
          rowKey={(r) => r.id}
          rowTestId="bonus-row"
        />
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucRewards.menu.bonusRecord",
  translationNs: "translation",
  icon: CurrencyDollar,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 31,
})

export default BonusRecordPage
