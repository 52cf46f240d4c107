import { QRCodeSVG } from "qrcode.react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Field, focusField } from "../../components/field"
import { FormAlert } from "../../components/form-alert"
import { toast } from "../../components/toast"
import type { Me } from "../../hooks/members"
import { useConfirmTotp, useDisableTotp, useStartTotp } from "../../hooks/totp"
import { asFailure, useErrorText } from "../../lib/api-error"

const card = "rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
const primary =
  "w-full rounded-lg bg-brand-700 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto sm:px-6"
const secondary =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"

type Errors = Partial<Record<"secondary_password" | "code", string>>

/** An API failure under its field (`code`, `secondary_password`) or for the form. */
function useSplit() {
  const errorText = useErrorText()
  return (e: unknown): { errors: Errors; form?: string } => {
    const f = asFailure(e)
    const message = errorText(e)
    if (f.field === "secondary_password")
      return { errors: { secondary_password: message } }
    if (f.field === "code" || f.field === "totp_code")
      return { errors: { code: message } }
    return { errors: {}, form: message }
  }
}

/** The recovery codes, shown once after the set-up, to copy or download. */
function RecoveryCodes({
  codes,
  onDone,
}: {
  codes: string[]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const text = codes.join("\n")
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`${text}\n`], { type: "text/plain" })
    )
    const a = document.createElement("a")
    a.href = url
    a.download = "uuc-recovery-codes.txt"
    a.click()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="mt-3 space-y-3" data-testid="totp-recovery">
      <p role="status" className="text-sm text-emerald-800">
        {t("totp.enabledNow")}
      </p>
      <p className="text-sm text-slate-700">{t("totp.recoveryHint")}</p>
      <ul
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-3 font-mono text-sm"
        aria-label={t("totp.recoveryTitle")}
        data-testid="totp-recovery-codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondary}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(text)
              .then(() => toast("success", t("totp.copied")))
              .catch(() => toast("error", t("totp.copyFailed")))
          }
        >
          {t("totp.copy")}
        </button>
        <button type="button" className={secondary} onClick={download}>
          {t("totp.download")}
        </button>
        <button
          type="button"
          className={secondary}
          onClick={onDone}
          data-testid="totp-recovery-done"
        >
          {t("totp.savedThem")}
        </button>
      </div>
    </div>
  )
}

/** Off: the secondary password starts the set-up; then the QR, the secret and a code. */
function Enable({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation()
  const start = useStartTotp()
  const confirm = useConfirmTotp()
  const split = useSplit()
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string>()
  const enrolment = start.data

  const fail = (e: unknown, fallbackField: keyof Errors) => {
    const { errors: found, form } = split(e)
    setErrors(found)
    setFormError(form)
    focusField(
      Object.keys(found)[0] ? `totp-${Object.keys(found)[0]}` : undefined
    )
    toast("error", form ?? found[fallbackField] ?? "")
  }

  const begin = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    if (!password) {
      setErrors({ secondary_password: t("totp.secondaryRequired") })
      focusField("totp-secondary_password")
      return
    }
    setErrors({})
    start.mutate(password, {
      onSuccess: () => {
        setPassword("")
        focusField("totp-code")
      },
      onError: (err) => fail(err, "secondary_password"),
    })
  }

  const finish = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: t("totp.codeFormat") })
      focusField("totp-code")
      return
    }
    setErrors({})
    confirm.mutate(code.trim(), {
      onSuccess: ({ recovery_codes }) => {
        setCode("")
        onEnabled(recovery_codes)
        toast("success", t("totp.enabledNow"))
      },
      onError: (err) => fail(err, "code"),
    })
  }

  if (!enrolment)
    return (
      <form onSubmit={begin} className="mt-3 space-y-4" noValidate>
        <p className="text-sm text-slate-600">{t("totp.offText")}</p>
        <Field
          id="totp-secondary_password"
          label={t("totp.secondaryPassword")}
          name="secondary_password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="off"
          error={errors.secondary_password}
          data-testid="totp-secondary"
          required
        />
        <FormAlert message={formError} testId="totp-error" />
        <button
          type="submit"
          disabled={start.isPending}
          className={primary}
          data-testid="totp-start"
        >
          {start.isPending ? t("common.loading") : t("totp.enable")}
        </button>
      </form>
    )

  return (
    <form onSubmit={finish} className="mt-3 space-y-4" noValidate>
      <p className="text-sm text-slate-700">{t("totp.scanText")}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div className="bg-white p-2 ring-1 ring-slate-200">
          <QRCodeSVG
            value={enrolment.otpauth_uri}
            size={176}
            role="img"
            aria-label={t("totp.qrLabel")}
            data-testid="totp-qr"
          />
        </div>
        <div className="w-full min-w-0 flex-1 text-sm">
          <p className="text-slate-600">{t("totp.secretText")}</p>
          <p
            className="mt-1 rounded-lg bg-slate-100 p-2 font-mono break-all"
            data-testid="totp-secret"
          >
            {enrolment.secret}
          </p>
        </div>
      </div>
      <Field
        id="totp-code"
        label={t("totp.code")}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={t("totp.codeHint")}
        error={errors.code}
        data-testid="totp-code"
        required
      />
      <FormAlert message={formError} testId="totp-error" />
      <button
        type="submit"
        disabled={confirm.isPending}
        className={primary}
        data-testid="totp-confirm"
      >
        {confirm.isPending ? t("common.loading") : t("totp.confirm")}
      </button>
    </form>
  )
}

/** On: recovery codes left, and turning it off with a code and the secondary password. */
function Disable({ member }: { member: Me }) {
  const { t } = useTranslation()
  const disable = useDisableTotp()
  const split = useSplit()
  const [form, setForm] = useState({ code: "", secondary_password: "" })
  const [errors, setErrors] = useState<Errors>({})
  const [formError, setFormError] = useState<string>()

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    const found: Errors = {}
    if (!form.code.trim()) found.code = t("errors.totp_required")
    if (!form.secondary_password)
      found.secondary_password = t("totp.secondaryRequired")
    if (Object.keys(found).length) {
      setErrors(found)
      focusField(`totp-off-${Object.keys(found)[0]}`)
      return
    }
    setErrors({})
    disable.mutate(
      { code: form.code.trim(), secondary_password: form.secondary_password },
      {
        onSuccess: () => {
          setForm({ code: "", secondary_password: "" })
          toast("success", t("totp.disabledNow"))
        },
        onError: (err) => {
          const { errors: got, form: message } = split(err)
          setErrors(got)
          setFormError(message)
          const first = Object.keys(got)[0]
          focusField(first ? `totp-off-${first}` : undefined)
          toast("error", message ?? Object.values(got)[0] ?? "")
        },
      }
    )
  }

  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-emerald-800" data-testid="totp-on">
        {t("totp.onText", { count: member.recovery_codes_left })}
      </p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          id="totp-off-code"
          label={t("totp.codeOrRecovery")}
          name="code"
          value={form.code}
          onChange={(e) => setForm((f) => ({ ...f, code: e.target.value }))}
          autoComplete="one-time-code"
          maxLength={32}
          error={errors.code}
          data-testid="totp-off-code"
          required
        />
        <Field
          id="totp-off-secondary_password"
          label={t("totp.secondaryPassword")}
          name="secondary_password"
          type="password"
          value={form.secondary_password}
          onChange={(e) =>
            setForm((f) => ({ ...f, secondary_password: e.target.value }))
          }
          autoComplete="off"
          error={errors.secondary_password}
          data-testid="totp-off-secondary"
          required
        />
        <FormAlert message={formError} testId="totp-off-error" />
        <button
          type="submit"
          disabled={disable.isPending}
          className="w-full rounded-lg border border-red-700 py-3 font-semibold text-red-800 disabled:opacity-60 sm:w-auto sm:px-6"
          data-testid="totp-disable"
        >
          {disable.isPending ? t("common.loading") : t("totp.disable")}
        </button>
      </form>
    </div>
  )
}

/**
 * `/info`'s "Two-step verification": authenticator codes asked at the login, for
 * withdrawals and for a new payout wallet. Staff viewing as the member see the
 * state only.
 */
export function TwoStepSection({
  member,
  blocked,
}: {
  member: Me
  blocked: boolean
}) {
  const { t } = useTranslation()
  // Shown once, until the member says they are kept (the profile says "on" already).
  const [codes, setCodes] = useState<string[] | null>(null)
  return (
    <section
      className={card}
      aria-labelledby="info-totp-title"
      data-testid="info-totp"
    >
      <h2 id="info-totp-title" className="font-semibold">
        {t("totp.title")}
      </h2>
      {blocked ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {member.totp_enabled ? t("totp.stateOn") : t("totp.stateOff")}{" "}
          {t("totp.impersonated")}
        </p>
      ) : codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : member.totp_enabled ? (
        <Disable member={member} />
      ) : (
        <Enable onEnabled={setCodes} />
      )}
    </section>
  )
}
