import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate, useSearchParams } from "react-router-dom"
import { CaptchaField } from "../../components/captcha-field"
import { Field, focusField } from "../../components/field"
import { RegisterInput, useCaptcha, useRegister } from "../../hooks/members"
import { asFailure, useErrorText } from "../../lib/api-error"
import {
  REGISTRATION_RULES,
  registrationErrors,
} from "../../lib/registration-rules"
import { firstError, type FieldErrors } from "../../lib/validate"
import { FormAlert } from "../../components/form-alert"
import { SubmitButton } from "../../components/submit-button"
import { toast } from "../../components/toast"

type Form = Omit<RegisterInput, "captcha_id">
/** Fields whose rules are shown before anyone types (the password rules). */
const HINTS: Partial<Record<keyof Form, string>> = {
  username: "register.usernameRules",
  password: "register.passwordRules",
  secondary_password: "register.secondaryRules",
}
const FIELDS: { name: keyof Form; type?: string; auto?: string }[] = [
  { name: "sponsor" },
  { name: "username", auto: "username" },
  { name: "password", type: "password", auto: "new-password" },
  { name: "password_confirm", type: "password", auto: "new-password" },
  { name: "secondary_password", type: "password", auto: "new-password" },
  {
    name: "secondary_password_confirm",
    type: "password",
    auto: "new-password",
  },
  { name: "phone", type: "tel", auto: "tel" },
  { name: "security_question" },
  { name: "security_answer" },
]

/** `/register`: every field with the spec's messages; `?sponsor=` fills the sponsor. */
export default function RegisterPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const captcha = useCaptcha()
  const register = useRegister()
  const [form, setForm] = useState<Form>(() => ({
    sponsor: params.get("sponsor") ?? "",
    username: "",
    password: "",
    password_confirm: "",
    secondary_password: "",
    secondary_password_confirm: "",
    phone: "",
    security_question: "",
    security_answer: "",
    captcha_code: "",
  }))
  // Codes found in the browser; the server's answer covers what only it can know.
  const [errors, setErrors] = useState<FieldErrors>({})
  const failure = register.error ? asFailure(register.error) : null
  const message = register.error ? errorText(register.error) : undefined
  const fieldError = (name: string) =>
    errors[name]
      ? t(`errors.${errors[name]}`)
      : failure?.field === name
        ? message
        : undefined

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!captcha.data || captcha.isFetching) return
    const found = registrationErrors(form)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      // Every message at once; focus goes to the first field to fix.
      register.reset()
      focusField(firstError(found))
      return
    }
    register.mutate(
      { ...form, captcha_id: captcha.data.id },
      {
        // Logged in by the answer: straight to the dashboard, greeted there.
        onSuccess: ({ member }) => {
          toast("success", t("auth.registered", { username: member.username }))
          navigate("/", { replace: true })
        },
        onError: (err) => {
          // The server consumed the code either way: a new picture, an empty field.
          setForm((f) => ({ ...f, captcha_code: "" }))
          void captcha.refetch()
          focusField(asFailure(err).field)
        },
      }
    )
  }

  return (
    <div className="mx-auto max-w-md">
      <h2 className="text-xl font-bold">{t("auth.registerTitle")}</h2>
      {!params.get("sponsor") && (
        <p
          className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="register-no-sponsor"
        >
          {t("register.noSponsor")}
        </p>
      )}
      <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            name={f.name}
            type={f.type ?? "text"}
            autoComplete={f.auto ?? "off"}
            label={t(`auth.fields.${f.name}`)}
            value={form[f.name]}
            onChange={(e) =>
              setForm((x) => ({ ...x, [f.name]: e.target.value }))
            }
            error={fieldError(f.name)}
            hint={
              HINTS[f.name] &&
              t(HINTS[f.name] as string, {
                min: REGISTRATION_RULES.username.min,
                max: REGISTRATION_RULES.username.max,
                length: REGISTRATION_RULES.password.min,
              })
            }
            required
          />
        ))}
        <CaptchaField
          captcha={captcha}
          value={form.captcha_code}
          onChange={(v) => setForm((x) => ({ ...x, captcha_code: v }))}
          error={fieldError("captcha_code")}
        />
        {!FIELDS.some((f) => f.name === failure?.field) &&
          failure?.field !== "captcha_code" && <FormAlert message={message} />}
        <SubmitButton
          label={t("nav.register")}
          busy={register.isPending}
          disabled={register.isPending || !captcha.data || captcha.isFetching}
          testId="register-submit"
        />
      </form>
    </div>
  )
}
