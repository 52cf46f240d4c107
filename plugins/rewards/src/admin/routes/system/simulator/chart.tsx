import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { money, polylines, type SimRun } from "../../../lib/simulator"

const W = 640
const H = 160
const COLORS = ["#3b82f6", "#f97316"]

/** Paid out per day for each run (lines) over card revenue (grey area); plain SVG. */
export const PerDayChart = ({ runs }: { runs: SimRun[] }) => {
  const { t, i18n } = useTranslation()
  const days = runs[0]?.per_day ?? []
  const { points, max } = polylines(
    [
      days.map((d) => d.revenue),
      ...runs.map((r) => r.per_day.map((d) => d.paid_usd)),
    ],
    W,
    H
  )
  const [revenue, ...lines] = points.split("|")
  return (
    <div className="flex flex-col gap-2">
      <svg
        viewBox={`-4 -4 ${W + 8} ${H + 8}`}
        className="h-48 w-full"
        role="img"
        aria-label={t("uucRewards.simulator.results.perDay")}
        data-testid="simulator-chart"
      >
        <polygon points={`0,${H} ${revenue} ${W},${H}`} fill="#e5e7eb" />
        {lines.map((p, i) => (
          <polyline
            key={i}
            points={p}
            fill="none"
            stroke={COLORS[i]}
            strokeWidth={2}
          />
        ))}
      </svg>
      <div className="flex flex-wrap items-center gap-4">
        <Text size="xsmall" className="text-ui-fg-subtle">
          ■ {t("uucRewards.simulator.results.revenue")} ({days[0]?.day} …{" "}
          {days.at(-1)?.day}, max {money(max.toFixed(2), i18n.language)} USD)
        </Text>
        {runs.map((r, i) => (
          <Text key={r.label} size="xsmall" style={{ color: COLORS[i] }}>
            — {r.label}: {t("uucRewards.simulator.results.paid")}
          </Text>
        ))}
      </div>
    </div>
  )
}
