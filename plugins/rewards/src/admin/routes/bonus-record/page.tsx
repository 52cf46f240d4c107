import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CurrencyDollar } from "@medusajs/icons"
import { Badge, Container, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import {
  bonusExportUrl,
  useBonusRecords,
  type BonusFilters,
} from "../../hooks/bonus-records"
import { TypeTotals } from "./type-totals"
// type-only: the build erases it
import type {
  BonusRecordStatus,
  BonusRecordType,
} from "../../../modules/rewards/lib/types"
import {
  dayRange,
  DayRange,
  ExportButton,
  FilterBar,
  formatMoney,
  formatTime,
  OptionFilter,
  PageHeader,
  RecordList,
  MemberFilter,
  searchValue,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 50
/** Every type of bonus record, in the filter's order (keyed by the server's type). */
const TYPE_ORDER: Record<BonusRecordType, number> = {
  referral: 0,
  layer: 1,
  team: 2,
  community: 3,
  merchant: 4,
  daily_top: 5,
}
const TYPES = (Object.keys(TYPE_ORDER) as BonusRecordType[]).sort(
  (a, b) => TYPE_ORDER[a] - TYPE_ORDER[b]
)
/** Every status the server gives a bonus record, with its badge's colour. */
const STATUS_COLOR: Record<BonusRecordStatus, "green" | "orange" | "grey"> = {
  settled: "green",
  pending_settlement: "orange",
  pending_elimination: "orange",
  eliminated: "grey",
  clawed_back: "grey",
}
const STATUSES = Object.keys(STATUS_COLOR) as BonusRecordStatus[]

/**
 * `/app/bonus-record`: every bonus record with filters (type, status, member,
 * days), the totals per type of everything matching, and a CSV of the same filters.
 */
const BonusRecordPage = () => {
  const { t, i18n } = useTranslation()
  const {
    filters: f,
    filter,
    page,
    setPage,
  } = usePagedFilters({
    type: "all",
    status: "all",
    member: "",
    from: "",
    to: "",
  })
  const filters: BonusFilters = {
    type: selectValue(f.type),
    status: selectValue(f.status),
    member: searchValue(f.member),
    ...dayRange(f.from, f.to),
  }
  const query = useBonusRecords({
    ...filters,
    limit: PAGE,
    offset: page * PAGE,
  })
  const money = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.bonus_records ?? []

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader
          title={t("uucRewards.bonus.title")}
          actions={
            <ExportButton
              href={bonusExportUrl(filters)}
              label={t("uucRewards.common.exportCsv")}
              testId="bonus-export"
            />
          }
        />
        <FilterBar className="grid grid-cols-2 gap-2 md:grid-cols-5">
          <OptionFilter
            ns="uucRewards"
            label={t("uucRewards.bonus.type")}
            value={f.type}
            onChange={filter("type")}
            options={TYPES.map((v) => [v, t(`uucRewards.bonusTypes.${v}`)])}
            testId="bonus-type-filter"
          />
          <OptionFilter
            ns="uucRewards"
            label={t("uucRewards.common.status")}
            value={f.status}
            onChange={filter("status")}
            options={STATUSES.map((v) => [v, t(`uucRewards.bonusStatus.${v}`)])}
          />
          <MemberFilter
            ns="uucRewards"
            id="bonus-member"
            value={f.member}
            onChange={filter("member")}
            testId="bonus-member-filter"
          />
          <DayRange
            ns="uucRewards"
            idPrefix="bonus"
            from={f.from}
            to={f.to}
            onFrom={filter("from")}
            onTo={filter("to")}
          />
        </FilterBar>
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
                  <Badge size="2xsmall" color={STATUS_COLOR[r.status]}>
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
