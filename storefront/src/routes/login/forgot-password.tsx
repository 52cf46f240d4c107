import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { CaptchaField } from "../../components/captcha-field"
import { Field } from "../../components/field"
import { toast } from "../../components/toast"
import { useCaptcha } from "../../hooks/members"
import { usePasswordReset, useSecurityQuestion } from "../../hooks/profile"
import { asFailure, useErrorText } from "../../lib/api-error"
import { type FieldErrors, resetErrors } from "../../lib/validate"
import { FormAlert } from "../../components/form-alert"
import { DialogButtons } from "../../components/dialog-buttons"

const EMPTY = {
  security_answer: "",
  password: "",
  password_confirm: "",
  captcha_code: "",
}

/**
 * Forgotten password: the username, then the security question's answer, a new
 * password twice and the verification code (the server refuses resets without
 * one). On success the login form gets the username back.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialUsername,
  onDone,
}: {
  open: boolean
  onClose: () => void
  initialUsername: string
  onDone: (username: string) => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const question = useSecurityQuestion()
  const reset = usePasswordReset()
  const captcha = useCaptcha()
  const [username, setUsername] = useState(initialUsername)
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [wasOpen, setWasOpen] = useState(false)
  const busy = question.isPending || reset.isPending

  // Each opening starts over from the username typed on the login form.
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setUsername(initialUsername)
      setForm(EMPTY)
      setErrors({})
      setFormError(undefined)
      question.reset()
      reset.reset()
    }
  }

  const fail = (err: unknown, fields: string[]) => {
    const message = errorText(err)
    const field = asFailure(err).field
    if (field && fields.includes(field)) setErrors({ [field]: message })
    else setFormError(message)
  }

  const ask = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    if (!username.trim()) {
      setErrors({ username: t("errors.username_required") })
      return
    }
    setErrors({})
    question.mutate(username.trim(), {
      onError: (err) => fail(err, ["username"]),
    })
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    const found = resetErrors(form)
    if (Object.keys(found).length) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)]))
      )
      return
    }
    if (!captcha.data || captcha.isFetching) return
    setErrors({})
    const name = question.data!.username
    reset.mutate(
      { username: name, ...form, captcha_id: captcha.data.id },
      {
        onSuccess: () => {
          toast("success", t("forgot.done"))
          onDone(name)
        },
        onError: (err) => {
          fail(err, [
            "security_answer",
            "password",
            "password_confirm",
            "captcha_code",
          ])
          // A captcha is good for one try.
          setForm((f) => ({ ...f, captcha_code: "" }))
          void captcha.refetch()
        },
      }
    )
  }

  const generalError = <FormAlert message={formError} />
  const buttons = (label: string, testId: string) => (
    <DialogButtons
      cancel={t("forgot.cancel")}
      onCancel={onClose}
      label={label}
      busy={busy}
      testId={testId}
    />
  )

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      className="relative z-50"
    >
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className="max-h-[90vh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl"
          data-testid="forgot-dialog"
        >
          <DialogTitle className="text-lg font-bold">
            {t("forgot.title")}
          </DialogTitle>
          {!question.data ? (
            <form onSubmit={ask} className="mt-4 space-y-4" noValidate>
              <p className="text-sm text-slate-600">{t("forgot.intro")}</p>
              <Field
                id="forgot-username"
                name="username"
                label={t("auth.username")}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
                error={errors.username}
                required
              />
              {generalError}
              {buttons(t("forgot.next"), "forgot-next")}
            </form>
          ) : (
            <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
              <div className="rounded-lg bg-slate-100 p-3 text-sm">
                <p className="text-slate-600">{t("forgot.question")}</p>
                <p
                  className="font-semibold break-words"
                  data-testid="forgot-question"
                >
                  {question.data.security_question}
                </p>
              </div>
              <Field
                id="forgot-answer"
                name="security_answer"
                label={t("forgot.answer")}
                value={form.security_answer}
                onChange={(e) =>
                  setForm((f) => ({ ...f, security_answer: e.target.value }))
                }
                autoComplete="off"
                error={errors.security_answer}
                required
              />
              <Field
                id="forgot-password"
                name="password"
                type="password"
                label={t("forgot.password")}
                value={form.password}
                onChange={(e) =>
                  setForm((f) => ({ ...f, password: e.target.value }))
                }
                autoComplete="new-password"
                error={errors.password}
                required
              />
              <Field
                id="forgot-password-confirm"
                name="password_confirm"
                type="password"
                label={t("forgot.passwordConfirm")}
                value={form.password_confirm}
                onChange={(e) =>
                  setForm((f) => ({ ...f, password_confirm: e.target.value }))
                }
                autoComplete="new-password"
                error={errors.password_confirm}
                required
              />
              <CaptchaField
                id="forgot-captcha"
                captcha={captcha}
                value={form.captcha_code}
                onChange={(v) => setForm((f) => ({ ...f, captcha_code: v }))}
                error={errors.captcha_code}
              />
              {generalError}
              {buttons(t("forgot.submit"), "forgot-submit")}
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  )
}
