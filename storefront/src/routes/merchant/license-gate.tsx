import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { asFailure } from "../../lib/api-error"
import { ErrorState } from "../../components/status"

/**
 * A merchant screen's failure: without a passed merchant account the seed's "No
 * license at present" with the way to apply; any other failure with a retry.
 */
export function MerchantFailure({
  error,
  onRetry,
}: {
  error: unknown
  onRetry: () => void
}): ReactNode {
  const { t } = useTranslation()
  if (asFailure(error).code === "merchant_license_missing")
    return (
      <div
        role="alert"
        data-testid="merchant-license-missing"
        className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
      >
        <p>{t("errors.merchant_license_missing")}</p>
        <Link to="/apply" className="font-semibold underline">
          {t("merchant.apply.title")}
        </Link>
      </div>
    )
  return <ErrorState message={t("merchant.loadError")} onRetry={onRetry} />
}
