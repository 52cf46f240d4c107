import { useTranslation } from "react-i18next"

/** Over a receiving address the demo seed put there: no one should pay to it. */
export function DemoAddressBanner() {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
      data-testid="demo-address-banner"
    >
      <p className="font-bold">{t("recharge.demoTitle")}</p>
      <p className="mt-1 text-sm">{t("recharge.demoBody")}</p>
    </div>
  )
}
