import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Field, focusField } from "../../components/field"
import { FormAlert } from "../../components/form-alert"
import { Skeleton } from "../../components/status"
import { toast } from "../../components/toast"
import {
  emailLocale,
  useConfirmEmail,
  useNotificationPreferences,
  useRequestEmailCode,
  useSetEmailKinds,
} from "../../hooks/notification-email"
import { asFailure, useErrorText } from "../../lib/api-error"

const card = "rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
const primary =
  "rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white disabled:opacity-60"
const secondary =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The address form: a new address gets a 6-digit code before anything else. */
function AddressForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation()
  const request = useRequestEmailCode()
  const errorText = useErrorText()
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string>()
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const address = email.trim()
    if (!EMAIL_PATTERN.test(address)) {
      setError(t("errors.email_invalid"))
      focusField("notification-email")
      return
    }
    setError(undefined)
    request.mutate(
      { email: address, locale: emailLocale(i18n.language) },
      {
        onSuccess: () => {
          setEmail("")
          toast("success", t("notificationEmail.codeSent", { email: address }))
          onSent()
        },
        onError: (err) => {
          setError(errorText(err))
          focusField("notification-email")
        },
      }
    )
  }
  return (
    <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
      <Field
        id="notification-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t("notificationEmail.address")}
        hint={t("notificationEmail.addressHint")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        maxLength={200}
      />
      <button
        type="submit"
        className={primary}
        disabled={request.isPending}
        data-testid="notification-email-send"
      >
        {request.isPending
          ? t("common.loading")
          : t("notificationEmail.sendCode")}
      </button>
    </form>
  )
}

/** The code sent to the pending address. */
function CodeForm({ pending }: { pending: string }) {
  const { t } = useTranslation()
  const confirm = useConfirmEmail()
  const errorText = useErrorText()
  const [code, setCode] = useState("")
  const [error, setError] = useState<string>()
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const digits = code.replace(/\s+/g, "")
    if (!/^\d{6}$/.test(digits)) {
      setError(t("errors.notification_email_code_invalid"))
      focusField("notification-email-code")
      return
    }
    setError(undefined)
    confirm.mutate(digits, {
      onSuccess: () => {
        setCode("")
        toast("success", t("notificationEmail.confirmed"))
      },
      onError: (err) => {
        setError(errorText(err))
        focusField("notification-email-code")
      },
    })
  }
  return (
    <form onSubmit={submit} className="mt-3 space-y-3" noValidate>
      <p
        className="text-sm text-slate-700"
        data-testid="notification-email-pending"
      >
        {t("notificationEmail.pending", { email: pending })}
      </p>
      <Field
        id="notification-email-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        label={t("notificationEmail.code")}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={error}
      />
      <button
        type="submit"
        className={primary}
        disabled={confirm.isPending}
        data-testid="notification-email-confirm"
      >
        {confirm.isPending
          ? t("common.loading")
          : t("notificationEmail.confirm")}
      </button>
    </form>
  )
}

/**
 * `/info`'s "Email notifications": add an address (confirmed by a code sent to
 * it), then choose per kind in-app only or in-app and email.
 */
export function EmailSection() {
  const { t, i18n } = useTranslation()
  const prefs = useNotificationPreferences()
  const setKinds = useSetEmailKinds()
  const errorText = useErrorText()
  const [changing, setChanging] = useState(false)
  const [error, setError] = useState<string>()
  if (prefs.isLoading)
    return (
      <section className={card}>
        <Skeleton lines={2} />
      </section>
    )
  if (prefs.isError || !prefs.data) {
    if (asFailure(prefs.error).status === 401) return null
    return (
      <section className={card} aria-labelledby="info-email-title">
        <h2 id="info-email-title" className="font-semibold">
          {t("notificationEmail.title")}
        </h2>
        <FormAlert message={t("notificationEmail.loadError")} />
      </section>
    )
  }
  const { available, email } = prefs.data
  const kinds = prefs.data.kinds ?? []
  const confirmed = email?.address ?? null
  const pending = email?.pending_address ?? null
  const toggle = (kind: string, on: boolean) => {
    setError(undefined)
    setKinds.mutate(
      { email: { [kind]: on }, locale: emailLocale(i18n.language) },
      {
        onError: (err) => {
          const message = errorText(err)
          setError(message)
          toast("error", message)
        },
      }
    )
  }
  return (
    <section
      className={card}
      aria-labelledby="info-email-title"
      data-testid="notification-email"
    >
      <h2 id="info-email-title" className="font-semibold">
        {t("notificationEmail.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("notificationEmail.hint")}
      </p>
      {!available ? (
        <p
          className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="notification-email-off"
        >
          {t("notificationEmail.unavailable")}
        </p>
      ) : (
        <>
          {confirmed && (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm" data-testid="notification-email-address">
                {t("notificationEmail.sendingTo", { email: confirmed })}
              </p>
              {!changing && !pending && (
                <button
                  type="button"
                  className={secondary}
                  onClick={() => setChanging(true)}
                  data-testid="notification-email-change"
                >
                  {t("notificationEmail.change")}
                </button>
              )}
            </div>
          )}
          {pending ? (
            <>
              <CodeForm pending={pending} />
              <AddressForm onSent={() => setChanging(false)} />
            </>
          ) : (
            (!confirmed || changing) && (
              <AddressForm onSent={() => setChanging(false)} />
            )
          )}
          {confirmed && (
            <fieldset className="mt-4" data-testid="notification-email-kinds">
              <legend className="text-sm font-medium text-slate-700">
                {t("notificationEmail.kindsTitle")}
              </legend>
              <ul className="mt-2 divide-y divide-slate-100">
                {kinds.map((k) => (
                  <li key={k.kind} className="flex items-center gap-3 py-2">
                    <input
                      id={`email-kind-${k.kind}`}
                      type="checkbox"
                      className="h-5 w-5 rounded border-slate-300"
                      checked={k.email}
                      disabled={setKinds.isPending}
                      onChange={(e) => toggle(k.kind, e.target.checked)}
                      data-testid={`email-kind-${k.kind}`}
                    />
                    <label
                      htmlFor={`email-kind-${k.kind}`}
                      className="flex-1 text-sm"
                    >
                      {t(`notificationEmail.kinds.${k.kind}`)}
                      <span className="block text-xs text-slate-500">
                        {k.email
                          ? t("notificationEmail.inAppAndEmail")
                          : t("notificationEmail.inAppOnly")}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <FormAlert message={error} testId="notification-email-error" />
            </fieldset>
          )}
        </>
      )}
    </section>
  )
}
