import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Amount,
  PagedList,
  StatusBadge,
} from "../../components/ledger/ledger-ui"
import { FilterForm, FilterSelect } from "../../components/filter-fields"
import {
  BONUS_PAGE_SIZE,
  useActivationBonuses,
  useBonusRecords,
  type BonusRecord,
  type BonusRecordStatus,
  type BonusRecordType,
} from "../../hooks/rewards"
import { formatDate, formatDay, formatPercent } from "../../lib/format"
import { describeLine } from "../../lib/ledger-lines"
import { formatAmount, fromUnits, toUnits } from "../../lib/money"
import { useFilteredPage } from "../../hooks/filtered-page"

/** Each status the server gives a bonus record, with its badge's tone. */
const TONE: Record<BonusRecordStatus, "ok" | "wait" | "bad"> = {
  settled: "ok",
  pending_settlement: "wait",
  pending_elimination: "wait",
  eliminated: "bad",
  clawed_back: "bad",
}
const STATUSES = Object.keys(TONE) as BonusRecordStatus[]

/** Each type of bonus record, in the filter's order. */
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

/** A bonus record's explanation in the member's language ("Layer 1 bonus: 10% of …"). */
function useBonusText() {
  const { i18n } = useTranslation()
  return (b: Pick<BonusRecord, "type" | "description_key" | "params">) =>
    describeLine(
      {
        kind: `bonus_${b.type}`,
        description_key: b.description_key,
        params: b.params,
      },
      i18n,
      i18n.language
    )
}

/**
 * How a bonus was paid: its USD amount, the USDT share, the UUC share at the price
 * used and the part of that UUC locked in the low pool (and any loan repaid).
 */
function BonusSplit({ b }: { b: BonusRecord }) {
  const { t, i18n } = useTranslation()
  const lng = i18n.language
  const units = (v: string) => toUnits(v) ?? 0n
  const uucAll = fromUnits(units(b.uuc) + units(b.uuc_pool))
  const usdt = fromUnits(units(b.usdt) + units(b.repaid))
  const values = {
    usd: formatAmount(b.amount_usd, lng),
    usdt: formatAmount(usdt, lng),
    uuc: formatAmount(uucAll, lng),
    pool: formatAmount(b.uuc_pool, lng),
    price: b.price ? formatAmount(b.price, lng) : "",
    usdtShare: b.split ? formatPercent(b.split.usdt, lng) : "",
    uucShare: b.split
      ? formatPercent(fromUnits(units("1") - units(b.split.usdt)), lng)
      : "",
    poolShare: b.split ? formatPercent(b.split.pool_share_of_uuc, lng) : "",
  }
  const key = b.split
    ? b.price
      ? "bonuses.split"
      : "bonuses.splitNoPrice"
    : "bonuses.splitParts"
  return (
    <span className="block text-slate-600" data-testid="bonus-split">
      {t(key, values)}
      {units(b.repaid) !== 0n && (
        <> {t("bonuses.repaidPart", { repaid: formatAmount(b.repaid, lng) })}</>
      )}
    </span>
  )
}

/**
 * A bonus waiting for its card's refund window to close: how much, and the day it
 * becomes spendable (rules.md §4, Settlement). Nothing for any other status.
 */
function SettlesOn({ b }: { b: BonusRecord }) {
  const { t, i18n } = useTranslation()
  if (b.status !== "pending_settlement" || !b.settles_at) return null
  return (
    <span className="block text-amber-800" data-testid="bonus-settles">
      {t("bonuses.settlesOn", {
        amount: formatAmount(b.amount_usd, i18n.language),
        date: formatDay(b.settles_at, i18n.language),
      })}
    </span>
  )
}

/** The part of a bonus that one asset's finance line carries. */
function partOf(b: BonusRecord, asset: string) {
  if (asset === "USDT") return b.usdt
  if (asset === "UUC") return b.uuc
  if (asset === "UUC_POOL") return b.uuc_pool
  return null
}

/** Under an activation's bonus line on /financial: which bonuses it pays, explained. */
export function ActivationBonuses({
  activationId,
  asset,
}: {
  activationId: string
  asset: string
}) {
  const { t } = useTranslation()
  const text = useBonusText()
  const records = useActivationBonuses(activationId)
  if (records.isLoading)
    return <p className="text-xs text-slate-500">{t("common.loading")}</p>
  if (records.isError || !records.data?.bonus_records.length) return null
  return (
    <ul
      className="space-y-0.5 text-xs text-slate-700"
      data-testid="line-bonuses"
    >
      {records.data.bonus_records.map((b) => {
        const part = partOf(b, asset)
        return (
          <li key={b.id} data-testid="line-bonus">
            <span data-testid="line-bonus-text">
              {text(b)}
              {part && (
                <>
                  {" "}
                  (<Amount value={part} asset={asset} />)
                </>
              )}
            </span>
            <BonusSplit b={b} />
            <SettlesOn b={b} />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * Under a line that takes bonuses back (a downline's card refunded): which of the
 * member's bonuses of that activation were taken back, each with what it had paid
 * in the line's asset (the line's own amount is what was taken: a part the member
 * no longer held became a refund debt).
 */
export function TakenBackBonuses({
  activationId,
  asset,
}: {
  activationId: string
  asset: string
}) {
  const { t } = useTranslation()
  const text = useBonusText()
  const records = useActivationBonuses(activationId)
  const all = records.data?.bonus_records ?? []
  // the settled ones are clawed back; any other record of it paid nothing here
  const taken = all.filter((b) => b.status === "clawed_back")
  const shown = taken.length ? taken : all
  if (!shown.length) return null
  return (
    <ul
      className="space-y-0.5 text-xs text-slate-700"
      data-testid="line-taken-back"
    >
      {shown.map((b) => {
        const part = partOf(b, asset)
        return (
          <li key={b.id} data-testid="line-taken-back-bonus">
            {t("financial.clawback.takenBack", { bonus: text(b) })}
            {part && (
              <>
                {" "}
                ({t("financial.clawback.paid")}{" "}
                <Amount value={part} asset={asset} />)
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function BonusRow({ b }: { b: BonusRecord }) {
  const { t, i18n } = useTranslation()
  const text = useBonusText()
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="bonus-row">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {t(`bonuses.type.${b.type}`, { defaultValue: b.type })}
          </p>
          <p className="break-words text-slate-700" data-testid="bonus-desc">
            {text(b)}
          </p>
          <p className="break-words text-xs">
            <BonusSplit b={b} />
          </p>
          <p className="text-xs text-slate-500">
            {formatDate(b.created_at, i18n.language)}
          </p>
        </div>
        <Amount
          value={b.amount_usd}
          asset="USD"
          className="shrink-0 font-semibold text-emerald-700"
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <StatusBadge tone={TONE[b.status]}>
          {t(`bonuses.status.${b.status}`, { defaultValue: b.status })}
        </StatusBadge>
        <SettlesOn b={b} />
        <span data-testid="bonus-usdt">
          <Amount value={b.usdt} asset="USDT" />
        </span>
        {toUnits(b.repaid) !== 0n && (
          <span data-testid="bonus-repaid">
            {t("bonuses.repaid")}: <Amount value={b.repaid} asset="USDT" />
          </span>
        )}
        <span data-testid="bonus-uuc">
          <Amount value={b.uuc} asset="UUC" />
        </span>
        <span data-testid="bonus-pool">
          {t("bonuses.pool")}: <Amount value={b.uuc_pool} asset="UUC_POOL" />
        </span>
      </div>
    </li>
  )
}

/** "My bonuses": the member's bonus records with their split, status and explanation. */
export function BonusList() {
  const { t } = useTranslation()
  const { page, setPage, filter } = useFilteredPage()
  const [type, setType] = useState<BonusRecordType | "">("")
  const [status, setStatus] = useState<BonusRecordStatus | "">("")
  const list = useBonusRecords(page, {
    type: type || undefined,
    status: status || undefined,
  })
  const totals = list.data?.totals
  return (
    <div className="space-y-4" data-testid="bonuses">
      <FilterForm>
        <FilterSelect
          id="bonus-type"
          label={t("bonuses.typeLabel")}
          value={type}
          onChange={filter(setType)}
          options={TYPES.map((x) => ({
            value: x,
            label: t(`bonuses.type.${x}`),
          }))}
        />
        <FilterSelect
          id="bonus-status"
          label={t("bonuses.statusLabel")}
          value={status}
          onChange={filter(setStatus)}
          options={STATUSES.map((x) => ({
            value: x,
            label: t(`bonuses.status.${x}`),
          }))}
        />
      </FilterForm>
      {totals && list.data!.count > 0 && (
        <p className="text-sm text-slate-700" data-testid="bonus-totals">
          {t("bonuses.total")}:{" "}
          <Amount
            value={totals.amount_usd}
            asset="USD"
            className="font-semibold"
          />{" "}
          · <Amount value={totals.usdt} asset="USDT" /> ·{" "}
          <Amount value={totals.uuc} asset="UUC" /> · {t("bonuses.pool")}:{" "}
          <Amount value={totals.uuc_pool} asset="UUC" />
        </p>
      )}
      <PagedList
        testId="bonus-list"
        query={list}
        items={list.data?.bonus_records}
        count={list.data?.count ?? 0}
        pageSize={BONUS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t(type || status ? "bonuses.emptyFiltered" : "bonuses.empty")}
        loadError={t("bonuses.loadError")}
        render={(b) => <BonusRow key={b.id} b={b} />}
      />
    </div>
  )
}
