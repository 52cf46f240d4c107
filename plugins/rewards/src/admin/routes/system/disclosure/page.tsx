import { ArrowLeft } from "@medusajs/icons"
import { Button, Container, Heading, Input, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useIncomeDisclosure } from "../../../hooks/disclosure"
import { formatUsd } from "../../../lib/format"
import {
  dayRange,
  DayRange,
  errorMessage,
  FilterField,
  formatDate,
  formatNumber,
  RecordTable,
} from "@uuc/admin-kit"

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/**
 * `/app/system/disclosure`: the income disclosure report — how many members earned
 * how much over a chosen period (bands, median, percentiles), net: bonuses paid
 * less bonuses clawed back (src/reports/income-disclosure.ts). It describes the
 * past only.
 */
const DisclosurePage = () => {
  const { t, i18n } = useTranslation()
  const today = new Date()
  const [from, setFrom] = useState(
    isoDay(new Date(today.getTime() - 29 * 86_400_000))
  )
  const [to, setTo] = useState(isoDay(today))
  const [bands, setBands] = useState("100,1000,10000")
  const [applied, setApplied] = useState({ from, to, bands })
  const query = useIncomeDisclosure({
    ...dayRange(applied.from, applied.to),
    bands: applied.bands.replace(/\s+/g, ""),
  })
  const report = query.data?.report
  const money = (v: string) => formatUsd(v, i18n.language)
  const share = (n: number) =>
    formatNumber(report?.members ? n / report.members : 0, i18n.language, {
      style: "percent",
      maximumFractionDigits: 1,
    })
  const bandLabel = (b: { min: string; max: string | null; zero: boolean }) =>
    b.zero
      ? t("uucRewards.disclosure.zeroBand")
      : b.max === null
        ? t("uucRewards.disclosure.bandFrom", { min: money(b.min) })
        : t("uucRewards.disclosure.band", {
            min: money(b.min),
            max: money(b.max),
          })

  return (
    <div className="flex flex-col gap-4">
      <Container className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Button size="small" variant="transparent" asChild>
            <Link to="/system" aria-label={t("uucRewards.system.title")}>
              <ArrowLeft />
            </Link>
          </Button>
          <Heading level="h1">{t("uucRewards.disclosure.title")}</Heading>
        </div>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucRewards.disclosure.basis")}
        </Text>
        <form
          className="grid grid-cols-1 items-end gap-2 md:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault()
            setApplied({ from, to, bands })
          }}
        >
          <DayRange
            ns="uucRewards"
            idPrefix="disclosure"
            from={from}
            to={to}
            onFrom={setFrom}
            onTo={setTo}
            testIds
          />
          <FilterField
            id="disclosure-bands"
            label={t("uucRewards.disclosure.bands")}
          >
            <Input
              id="disclosure-bands"
              size="small"
              value={bands}
              onChange={(e) => setBands(e.target.value)}
              data-testid="disclosure-bands"
            />
          </FilterField>
          <Button size="small" type="submit" data-testid="disclosure-run">
            {t("uucRewards.disclosure.run")}
          </Button>
        </form>
        {query.isError && (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {errorMessage(query.error)}
          </Text>
        )}
      </Container>
      {query.isLoading && <Text>{t("uucRewards.common.loading")}</Text>}
      {report && (
        <Container
          className="flex flex-col gap-4"
          data-testid="disclosure-report"
        >
          <Text size="small">
            {t("uucRewards.disclosure.period", {
              from: formatDate(report.from, i18n.language),
              to: formatDate(
                new Date(Date.parse(report.to) - 1).toISOString(),
                i18n.language
              ),
              members: report.members,
              earners: report.earners,
            })}
          </Text>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {(
              ["median", "mean", "p25", "p75", "p90", "p99", "total"] as const
            ).map((k) => (
              <div key={k} className="rounded-md border px-3 py-2">
                <Text size="xsmall" className="text-ui-fg-subtle">
                  {t(`uucRewards.disclosure.stats.${k}`)}
                </Text>
                <Text
                  size="small"
                  weight="plus"
                  data-testid={`disclosure-${k}`}
                >
                  {money(report[k])} USD
                </Text>
              </div>
            ))}
          </div>
          <RecordTable
            columns={[
              {
                label: t("uucRewards.disclosure.earnings"),
                cell: (b) => bandLabel(b),
              },
              {
                label: t("uucRewards.disclosure.members"),
                right: true,
                cell: (b) => b.members,
              },
              {
                label: t("uucRewards.disclosure.share"),
                right: true,
                cell: (b) => share(b.members),
              },
              {
                label: t("uucRewards.disclosure.bandTotal"),
                right: true,
                cell: (b) => money(b.total),
              },
            ]}
            rows={report.bands}
            rowKey={(b) => `${b.zero}-${b.min}`}
            rowTestId="disclosure-band"
          />
          <Text size="xsmall" className="text-ui-fg-subtle">
            {t("uucRewards.disclosure.notice")}
          </Text>
        </Container>
      )}
    </div>
  )
}

export default DisclosurePage
