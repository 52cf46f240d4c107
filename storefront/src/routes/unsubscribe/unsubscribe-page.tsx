import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { Skeleton } from "../../components/status"
import { useUnsubscribe } from "../../hooks/notification-email"
import { asFailure, useErrorText } from "../../lib/api-error"

const card = "mx-auto max-w-xl rounded-xl bg-white p-5 ring-1 ring-slate-200"

/**
 * `/unsubscribe?token=…`: the link in every notification email. No login: the
 * token names the member, whose kinds all go back to in-app only; the page says
 * which address it was, or why the link did not work.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const done = useUnsubscribe(token)
  const errorText = useErrorText()

  let body
  if (!token)
    body = (
      <p role="alert" className="text-red-800" data-testid="unsubscribe-failed">
        {t("errors.unsubscribe_token_invalid")}
      </p>
    )
  else if (done.isLoading) body = <Skeleton lines={1} />
  else if (done.isError)
    body = (
      <p role="alert" className="text-red-800" data-testid="unsubscribe-failed">
        {asFailure(done.error).code
          ? errorText(done.error)
          : t("unsubscribe.failed")}
      </p>
    )
  else
    body = (
      <div role="status" data-testid="unsubscribe-done">
        <p className="font-medium text-emerald-800">
          {done.data?.address
            ? t("unsubscribe.doneFor", { email: done.data.address })
            : t("unsubscribe.done")}
        </p>
        <p className="mt-2 text-sm text-slate-600">{t("unsubscribe.inApp")}</p>
      </div>
    )

  return (
    <section
      className={card}
      aria-labelledby="unsubscribe-title"
      data-testid="unsubscribe"
    >
      <h1 id="unsubscribe-title" className="mb-3 text-lg font-semibold">
        {t("unsubscribe.title")}
      </h1>
      {body}
      <p className="mt-4 text-sm">
        <Link to="/info" className="font-semibold text-brand-700 underline">
          {t("unsubscribe.manage")}
        </Link>
      </p>
    </section>
  )
}
