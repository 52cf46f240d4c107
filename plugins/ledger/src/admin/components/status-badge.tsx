import { StatusBadge } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

const COLORS = {
  pending: "orange",
  transferring: "blue",
  confirmed: "green",
  passed: "green",
  posted: "green",
  rejected: "red",
  voided: "grey",
} as const

/** A recharge, withdrawal or entry status in the staff's language. */
export const LedgerStatus = ({ status }: { status: keyof typeof COLORS }) => {
  const { t } = useTranslation()
  return (
    <StatusBadge color={COLORS[status] ?? "grey"}>
      {t(`uucLedger.status.${status}`)}
    </StatusBadge>
  )
}
