import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Rows,
  StatusBadge,
  card as cardBox,
  primaryButton,
} from "../../components/ledger/ledger-ui"
import { ErrorState, Skeleton } from "../../components/status"
import { useToast } from "../../components/toast"
import {
  useApplyMerchant,
  useMerchantStanding,
  type MerchantApplication,
} from "../../hooks/merchants"
import { useErrorText } from "../../lib/api-error"
import { formatDate, formatPercent } from "../../lib/format"

const TONE = { pending: "wait", rejected: "bad", passed: "ok" } as const

function ApplicationStatus({
  application,
}: {
  application: MerchantApplication
}) {
  const { t, i18n } = useTranslation()
  const rows = [
    {
      label: t("merchant.apply.appliedAt"),
      value: formatDate(application.created_at, i18n.language),
    },
    { label: t("merchant.apply.description"), value: application.description },
  ]
  if (application.status === "rejected" && application.reason)
    rows.push({ label: t("merchant.apply.reason"), value: application.reason })
  return (
    <div data-testid="merchant-application" className="space-y-2">
      <StatusBadge tone={TONE[application.status]}>
        {t(`merchant.status.${application.status}`)}
      </StatusBadge>
      <p className="text-sm text-slate-600">
        {t(`merchant.explain.${application.status}`)}
      </p>
      <Rows rows={rows} />
    </div>
  )
}

/**
 * `/apply`: "become a service provider". The condition (the plan's star level)
 * comes first; below it the seed's message and no form, so nothing is stored.
 * Then the latest application's status, and the form while none is open.
 */
export default function ApplyPage() {
  const { t, i18n } = useTranslation()
  const standing = useMerchantStanding()
  const apply = useApplyMerchant()
  const errorText = useErrorText()
  const toast = useToast()
  const [description, setDescription] = useState("")
  const [error, setError] = useState<string>()

  if (standing.isLoading) return <Skeleton />
  if (standing.isError || !standing.data)
    return (
      <ErrorState
        message={t("merchant.loadError")}
        onRetry={() => void standing.refetch()}
      />
    )
  const { conditions, application, merchant } = standing.data
  const open =
    merchant ||
    application?.status === "pending" ||
    application?.status === "passed"

  const submit = () => {
    setError(undefined)
    if (!description.trim()) return setError(t("errors.description_required"))
    apply.mutate(
      { description: description.trim() },
      {
        onSuccess: () => {
          setDescription("")
          toast.success(t("merchant.apply.sent"))
        },
        onError: (e) => {
          const message = errorText(e)
          setError(message)
          toast.error(message)
        },
      }
    )
  }

  return (
    <section
      className={`${cardBox} space-y-4`}
      aria-labelledby="merchant-apply-title"
      data-testid="merchant-apply"
    >
      <h2 id="merchant-apply-title" className="text-lg font-bold">
        {t("merchant.apply.title")}
      </h2>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-700">
          {t("merchant.apply.conditions")}
        </h3>
        <p className="text-sm text-slate-700" data-testid="merchant-conditions">
          {t("merchant.apply.condition", { stars: conditions.min_star })}
        </p>
        <p className="text-sm text-slate-600">
          {t("merchant.apply.yourLevel", { stars: conditions.star_level })}
        </p>
        {typeof conditions.active_directs === "number" && (
          <p
            className="text-sm text-slate-600"
            data-testid="merchant-stars-from"
          >
            {t("merchant.apply.starsFrom", {
              directs: conditions.active_directs,
            })}
          </p>
        )}
      </div>
      {conditions.commission && (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-700">
            {t("merchant.apply.termsTitle")}
          </h3>
          <p className="text-sm text-slate-700" data-testid="merchant-terms">
            {t("merchant.apply.terms", {
              rate: formatPercent(conditions.commission, i18n.language),
            })}
          </p>
        </div>
      )}
      {application && <ApplicationStatus application={application} />}
      {!open &&
        (conditions.met ? (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
          >
            <div>
              <label
                htmlFor="merchant-description"
                className="block text-sm font-medium text-slate-700"
              >
                {t("merchant.apply.description")}
              </label>
              <textarea
                id="merchant-description"
                rows={5}
                maxLength={2000}
                value={description}
                aria-invalid={!!error}
                aria-describedby={
                  error ? "merchant-description-error" : undefined
                }
                placeholder={t("merchant.apply.placeholder")}
                onChange={(e) => setDescription(e.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
              />
              {error && (
                <p
                  id="merchant-description-error"
                  role="alert"
                  className="mt-1 text-sm text-red-700"
                >
                  {error}
                </p>
              )}
            </div>
            <button
              type="submit"
              className={`w-full ${primaryButton}`}
              disabled={apply.isPending}
              data-testid="merchant-submit"
            >
              {t(
                application?.status === "rejected"
                  ? "merchant.apply.again"
                  : "merchant.apply.submit"
              )}
            </button>
          </form>
        ) : (
          <div
            role="alert"
            className="space-y-1 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
          >
            <p data-testid="merchant-not-met">
              {t("errors.merchant_conditions_not_met")}
            </p>
            <p className="text-sm" data-testid="merchant-not-met-why">
              {t("merchant.apply.notMetWhy", {
                level: conditions.star_level,
                stars: conditions.min_star,
              })}
            </p>
          </div>
        ))}
    </section>
  )
}
