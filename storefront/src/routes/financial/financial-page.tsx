import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import {
  Amount,
  PagedList,
  StatusBadge,
  secondaryButton,
} from "../../components/ledger/ledger-ui"
import {
  FilterDate,
  FilterForm,
  FilterSelect,
} from "../../components/filter-fields"
import {
  ENTRIES_PAGE_SIZE,
  useEntries,
  type EntryFilters,
} from "../../hooks/ledger"
import { formatDate } from "../../lib/format"
import {
  ASSETS,
  LEDGER_KINDS,
  clawbackOf,
  describeLine,
  isBonusLine,
  kindLabel,
  lineKind,
  type Line,
} from "../../lib/ledger-lines"
import { lineStatus } from "../../lib/line-status"
import { loadFailure } from "../../lib/query-retry"
import { ActivationBonuses, BonusList, TakenBackBonuses } from "./bonus-list"
import { useActivationBonuses } from "../../hooks/rewards"
import { useFilteredPage } from "../../hooks/filtered-page"

/** A date field's day as an ISO time at the start (or end) of that day, local time. */
export function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined
  const [y, m, d] = day.split("-").map(Number)
  const at = end
    ? new Date(y, m - 1, d, 23, 59, 59, 999)
    : new Date(y, m - 1, d)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}

/**
 * A line that takes bonuses back because a downline's card was refunded: whose
 * card (the buyer its bonus records name) and which card, never "your refund".
 */
function ClawbackText({
  line,
  activationId,
}: {
  line: Line
  activationId: string
}) {
  const { i18n } = useTranslation()
  const records = useActivationBonuses(activationId)
  const buyer = records.data?.bonus_records
    .map((b) => b.params?.buyer)
    .find((v): v is string => typeof v === "string" && v !== "")
  return (
    <>
      {describeLine(
        {
          ...line,
          description_key: buyer
            ? "rewards.refund_clawback"
            : "rewards.refund_clawback_team",
          params: { ...line.params, buyer },
        },
        i18n,
        i18n.language
      )}
    </>
  )
}

function FinanceRow({ line }: { line: Line }) {
  const { t, i18n } = useTranslation()
  const incoming = !line.amount.startsWith("-")
  // USDT_HELD is the member's own USDT set aside for a withdrawal (rules.md §5):
  // its lines neither bring money in nor take it out, so they carry no sign or
  // colour of either, and say which way the reserve moved
  const held = line.asset === "USDT_HELD"
  const status = lineStatus(line)
  const fee =
    typeof line.params?.fee === "string" && line.params.fee !== "0"
      ? line.params.fee
      : null
  // an upline's line of someone's activation: explained by its bonus records
  const bonus =
    isBonusLine(line) && typeof line.params?.activation_id === "string"
      ? line.params.activation_id
      : null
  // the activation's own entry names the card and price; a settlement does not
  const part =
    bonus && line.kind === "activation"
      ? `rewards.bonus_part.${line.asset}`
      : null
  // a downline's card refunded: this member's bonuses of it taken back
  const clawback = clawbackOf(line)
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="finance-row">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium" data-testid="finance-desc">
            {clawback ? (
              <ClawbackText line={line} activationId={clawback} />
            ) : part ? (
              describeLine(
                { ...line, description_key: part },
                i18n,
                i18n.language
              )
            ) : (
              describeLine(line, i18n, i18n.language)
            )}
          </p>
          {isBonusLine(line) && line.asset === "UUC_POOL" && (
            <p
              className="text-xs font-semibold text-amber-800"
              data-testid="finance-pool-label"
            >
              {t("financial.poolLocked")}
            </p>
          )}
          {bonus && (
            <ActivationBonuses activationId={bonus} asset={line.asset} />
          )}
          {clawback && (
            <TakenBackBonuses activationId={clawback} asset={line.asset} />
          )}
          <p className="text-xs text-slate-500">
            {clawback
              ? t("financial.clawback.kind")
              : kindLabel(lineKind(line), i18n)}{" "}
            · {formatDate(line.created_at, i18n.language)}
          </p>
        </div>
        {held ? (
          <span
            className="shrink-0 text-end font-semibold text-slate-700"
            data-testid="finance-held"
          >
            <Amount value={line.amount.replace(/^-/, "")} asset={line.asset} />
            <span className="block text-xs font-normal text-slate-500">
              {t(
                incoming ? "financial.held.reserved" : "financial.held.released"
              )}
            </span>
          </span>
        ) : (
          <Amount
            value={line.amount}
            asset={line.asset}
            signed
            className={`shrink-0 font-semibold ${incoming ? "text-emerald-700" : "text-red-700"}`}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <StatusBadge tone={status.tone}>
          <span data-testid="finance-status">
            {t(`financial.status.${status.key}`)}
          </span>
        </StatusBadge>
        <span>
          {t(`wallet.asset.${line.asset}`, { defaultValue: line.asset })}
        </span>
        {fee && (
          <span data-testid="finance-fee">
            {t("financial.fee")}: <Amount value={fee} asset="USDT" />
          </span>
        )}
        <span className="ms-auto">
          {t("financial.balance")}:{" "}
          {line.balance_after === null ? (
            "—"
          ) : (
            <Amount value={line.balance_after} asset={line.asset} />
          )}
        </span>
      </div>
    </li>
  )
}

/** `/financial`: the finance records and, on a second tab, the member's bonuses. */
export default function FinancialPage() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const tabs = ["records", "bonuses"] as const
  const index = search.get("tab") === "bonuses" ? 1 : 0
  const tabClass =
    "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 data-[selected]:bg-white data-[selected]:text-brand-700 data-[selected]:shadow"
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(i) =>
        setSearch(i === 0 ? {} : { tab: tabs[i] }, { replace: true })
      }
      className="space-y-4"
    >
      <TabList className="flex gap-1 rounded-xl bg-slate-200 p-1">
        <Tab className={tabClass} data-testid="tab-records">
          {t("financial.recordsTab")}
        </Tab>
        <Tab className={tabClass} data-testid="tab-bonuses">
          {t("bonuses.title")}
        </Tab>
      </TabList>
      <TabPanels>
        <TabPanel>
          <FinanceRecords />
        </TabPanel>
        <TabPanel>
          <BonusList />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  )
}

/** What a failed load says: no connection, the server's failure, or any other. */
const LOAD_ERROR = {
  offline: "financial.loadErrorOffline",
  server: "financial.loadErrorServer",
  other: "financial.loadError",
} as const

/** Every finance record of the member, filtered, described in their language. */
function FinanceRecords() {
  const { t, i18n } = useTranslation()
  const { page, setPage, filter } = useFilteredPage()
  const [asset, setAsset] = useState("")
  const [kind, setKind] = useState("")
  const [from, setFrom] = useState("")
  const [to, setTo] = useState("")
  const filters: EntryFilters = {
    asset: asset || undefined,
    kind: kind || undefined,
    from: dayBound(from, false),
    to: dayBound(to, true),
  }
  const list = useEntries(page, filters)
  return (
    <div className="space-y-4" data-testid="financial">
      <FilterForm className="sm:grid-cols-4">
        <FilterSelect
          id="filter-asset"
          label={t("financial.asset")}
          value={asset}
          onChange={filter(setAsset)}
          options={ASSETS.map((a) => ({
            value: a,
            label: t(`wallet.asset.${a}`),
          }))}
        />
        <FilterSelect
          id="filter-kind"
          label={t("financial.kind")}
          value={kind}
          onChange={filter(setKind)}
          options={LEDGER_KINDS.map((k) => ({
            value: k.value,
            label: kindLabel(k.label, i18n),
          }))}
        />
        <FilterDate
          id="filter-from"
          label={t("financial.from")}
          value={from}
          onChange={filter(setFrom)}
        />
        <FilterDate
          id="filter-to"
          label={t("financial.to")}
          value={to}
          onChange={filter(setTo)}
        />
        {(asset || kind || from || to) && (
          <button
            type="button"
            className={`col-span-2 sm:col-span-4 ${secondaryButton}`}
            onClick={() => {
              setAsset("")
              setKind("")
              setFrom("")
              setTo("")
              setPage(0)
            }}
          >
            {t("financial.clear")}
          </button>
        )}
      </FilterForm>
      <PagedList
        testId="finance-list"
        query={list}
        items={list.data?.entries}
        count={list.data?.count ?? 0}
        pageSize={ENTRIES_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t(
          asset || kind || from || to
            ? "financial.emptyFiltered"
            : "financial.empty"
        )}
        loadError={t(LOAD_ERROR[loadFailure(list.error)])}
        render={(line) => <FinanceRow key={line.id} line={line} />}
      />
    </div>
  )
}
