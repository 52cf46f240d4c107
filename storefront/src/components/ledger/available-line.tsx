import { useTranslation } from "react-i18next"
import { Amount } from "./ledger-ui"

/** "Available" and the balance a form may spend, once it is known. */
export function AvailableLine({
  value,
  asset,
}: {
  value: string | undefined
  asset: string
}) {
  const { t } = useTranslation()
  if (!value) return null
  return (
    <p className="text-sm text-slate-600">
      {t("wallet.available")} <Amount value={value} asset={asset} />
    </p>
  )
}
