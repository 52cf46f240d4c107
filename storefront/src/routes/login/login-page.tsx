import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { CaptchaField } from "../../components/captcha-field"
import { Field } from "../../components/field"
import { LanguageSwitcher } from "../../components/language-switcher"
import { useCaptcha, useLogin } from "../../hooks/members"
import { asFailure, useErrorText } from "../../lib/api-error"

/** `/login`, without the layout: username, password and the verification code. */
export default function LoginPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const captcha = useCaptcha()
  const login = useLogin()
  const [form, setForm] = useState({
    username: "",
    password: "",
    captcha_code: "",
  })
  const failure = login.error ? asFailure(login.error) : null
  const message = login.error ? errorText(login.error) : undefined
  const set =
    (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [k]: e.target.value }))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!captcha.data) return
    login.mutate(
      { ...form, captcha_id: captcha.data.id },
      {
        onSuccess: () => {
          const next = params.get("next")
          navigate(
            next && next.startsWith("/") && !next.startsWith("//") ? next : "/",
            { replace: true }
          )
        },
        onError: () => {
          setForm((f) => ({ ...f, captcha_code: "" }))
          void captcha.refetch()
        },
      }
    )
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-5 py-8">
      <div className="mb-6 flex items-center justify-between">
        <Link to="/home" className="text-xl font-bold text-brand-700">
          {t("app.name")}
        </Link>
        <LanguageSwitcher />
      </div>
      <h1 className="text-2xl font-bold">{t("auth.loginTitle")}</h1>
      <form onSubmit={submit} className="mt-6 space-y-4" noValidate>
        <Field
          label={t("auth.username")}
          name="username"
          value={form.username}
          onChange={set("username")}
          autoComplete="username"
          required
        />
        <Field
          label={t("auth.password")}
          name="password"
          type="password"
          value={form.password}
          onChange={set("password")}
          autoComplete="current-password"
          required
        />
        <CaptchaField
          captcha={captcha}
          value={form.captcha_code}
          onChange={(v) => setForm((f) => ({ ...f, captcha_code: v }))}
          error={failure?.field === "captcha_code" ? message : undefined}
        />
        {message && failure?.field !== "captcha_code" && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
            data-testid="login-error"
          >
            {message}
          </p>
        )}
        <button
          type="submit"
          disabled={login.isPending || !captcha.data}
          className="w-full rounded-lg bg-brand-700 py-3 font-semibold text-white disabled:opacity-60"
          data-testid="login-submit"
        >
          {login.isPending ? t("common.loading") : t("auth.login")}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.noAccount")}{" "}
        <Link
          to="/register"
          className="font-semibold text-brand-600 hover:underline"
        >
          {t("nav.register")}
        </Link>
      </p>
    </main>
  )
}
