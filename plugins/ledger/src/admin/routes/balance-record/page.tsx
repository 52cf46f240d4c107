import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Container } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import LEDGER_KIND_LIST from "@uuc/data/ledger-kinds.json"
import { LedgerStatus } from "../../components/status-badge"
import { exportUrl, usePostings, type PostingQuery } from "../../hooks/postings"
import { PlatformAccounts } from "./platform-accounts"
import { VerifyBanner } from "./verify-banner"
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
  SelectFilter,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 50
const ASSETS = ["USDT", "USDT_HELD", "UUC", "UUC_POOL", "POINTS"]
// The ledger's kinds, shared with the storefront and a repository check
// (@uuc/data's ledger-kinds.json), then the filter's groups (`bonus`).
const KINDS = [...LEDGER_KIND_LIST.kinds, ...LEDGER_KIND_LIST.filters]

/**
 * `/app/balance-record`: every posting of the ledger (members' by default), with
 * filters, running balances, a CSV export of the same filters, the platform's
 * accounts and the invariant check.
 */
const BalanceRecordPage = () => {
  const { t, i18n } = useTranslation()
  const {
    filters: f,
    filter,
    page,
    setPage,
  } = usePagedFilters({
    member: "",
    asset: "all",
    kind: "all",
    from: "",
    to: "",
    scope: "members",
  })
  const filters: Omit<PostingQuery, "limit" | "offset"> = {
    member: searchValue(f.member),
    asset: selectValue(f.asset),
    kind: selectValue(f.kind),
    ...dayRange(f.from, f.to),
    members_only: f.scope === "members" ? "true" : undefined,
  }
  const query = usePostings({ ...filters, limit: PAGE, offset: page * PAGE })
  const rows = query.data?.postings ?? []
  const money = (v: string | null) => formatMoney(v, i18n.language)
  // `x_reversal` is "reversal of x"; an unknown kind shows as it is
  const kindLabel = (k: string): string =>
    i18n.exists(`uucLedger.kinds.${k}`)
      ? t(`uucLedger.kinds.${k}`)
      : k.endsWith("_reversal")
        ? t("uucLedger.kinds.reversal_of", {
            kind: kindLabel(k.slice(0, -"_reversal".length)),
          })
        : k

  return (
    <div className="flex flex-col gap-4">
      <Container className="divide-y p-0">
        <PageHeader
          title={t("uucLedger.balance.title")}
          actions={
            <ExportButton
              href={exportUrl(filters)}
              label={t("uucLedger.balance.exportCsv")}
              testId="postings-export"
            />
          }
        />
        <FilterBar className="grid grid-cols-2 gap-2 md:grid-cols-6">
          <MemberFilter
            ns="uucLedger"
            id="posting-member"
            value={f.member}
            onChange={filter("member")}
            testId="postings-member"
          />
          <OptionFilter
            ns="uucLedger"
            label={t("uucLedger.common.asset")}
            value={f.asset}
            onChange={filter("asset")}
            options={ASSETS.map((a) => [a, t(`uucLedger.assets.${a}`)])}
          />
          <OptionFilter
            ns="uucLedger"
            label={t("uucLedger.common.kind")}
            value={f.kind}
            onChange={filter("kind")}
            options={KINDS.map((k) => [k, kindLabel(k)])}
          />
          <DayRange
            ns="uucLedger"
            idPrefix="posting"
            from={f.from}
            to={f.to}
            onFrom={filter("from")}
            onTo={filter("to")}
          />
          <SelectFilter
            label={t("uucLedger.balance.scope")}
            value={f.scope}
            onChange={filter("scope")}
            options={[
              { value: "members", label: t("uucLedger.balance.membersOnly") },
              { value: "all", label: t("uucLedger.balance.allAccounts") },
            ]}
          />
        </FilterBar>
        <RecordList
          ns="uucLedger"
          query={query}
          empty={rows.length ? null : t("uucLedger.balance.empty")}
          paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
          onPage={setPage}
          columns={[
            {
              label: t("uucLedger.common.time"),
              cell: (p) => formatTime(p.created_at, i18n.language),
            },
            {
              label: t("uucLedger.common.member"),
              className: (p) => (p.member_id ? "" : "font-mono text-xs"),
              cell: (p) =>
                p.member_id ? (p.username ?? p.member_id) : p.account,
            },
            {
              label: t("uucLedger.common.kind"),
              title: (p) => p.description_key,
              cell: (p) => kindLabel(p.kind),
            },
            {
              label: t("uucLedger.common.asset"),
              cell: (p) => t(`uucLedger.assets.${p.asset}`),
            },
            {
              label: t("uucLedger.common.amount"),
              right: true,
              className: (p) =>
                p.amount.startsWith("-")
                  ? "text-ui-fg-error"
                  : "text-ui-fg-interactive-hover",
              cell: (p) => (
                <>
                  {p.amount.startsWith("-") ? "" : "+"}
                  {money(p.amount)}
                </>
              ),
            },
            {
              label: t("uucLedger.balance.balanceAfter"),
              right: true,
              cell: (p) => money(p.balance_after),
            },
            {
              label: t("uucLedger.common.status"),
              cell: (p) => <LedgerStatus status={p.status} />,
            },
          ]}
          rows={rows}
          rowKey={(p) => p.id}
          rowTestId="posting-row"
        />
      </Container>
      <Container className="divide-y p-0">
        <VerifyBanner />
        <PlatformAccounts />
      </Container>
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.balanceRecord",
  translationNs: "translation",
  icon: DocumentText,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 23,
})

export default BalanceRecordPage
