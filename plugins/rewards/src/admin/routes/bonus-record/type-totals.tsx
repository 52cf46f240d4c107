import { formatMoney } from "@uuc/admin-kit"
import { Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import type { BonusTotals } from "../../hooks/bonus-records"

/** The totals of every matching record, per bonus type and overall (server sums). */
export const TypeTotals = ({
  byType,
  overall,
  count,
}: {
  byType: Record<string, BonusTotals & { count: number }>
  overall: BonusTotals
  count: number
}) => {
  const { t, i18n } = useTranslation()
  const money = (v: string) => formatMoney(v, i18n.language)
  const tile = (key: string, label: string, totals: BonusTotals, n: number) => (
    <div
      key={key}
      className="flex flex-col gap-1 rounded-md border px-3 py-2"
      data-testid={`bonus-total-${key}`}
    >
      <Text size="small" weight="plus">
        {label} · {n}
      </Text>
      <Text size="small">{money(totals.amount_usd)} USD</Text>
      <Text size="xsmall" className="text-ui-fg-subtle">
        {money(totals.usdt)} USDT · {money(totals.uuc)} UUC ·{" "}
        {money(totals.uuc_pool)} {t("uucRewards.bonus.pool")}
      </Text>
    </div>
  )
  return (
    <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-5">
      {Object.entries(byType).map(([type, totals]) =>
        tile(
          type,
          t(`uucRewards.bonusTypes.${type}`, { defaultValue: type }),
          totals,
          totals.count
        )
      )}
      {tile("all", t("uucRewards.bonus.allTypes"), overall, count)}
    </div>
  )
}
