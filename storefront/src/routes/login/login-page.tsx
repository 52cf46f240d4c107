import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  Link,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router-dom"
import { CaptchaField } from "../../components/captcha-field"
import { Field } from "../../components/field"
import { LanguageSwitcher } from "../../components/language-switcher"
import { useCaptcha, useLogin } from "../../hooks/members"
import { useFinishLogout } from "../../hooks/session"
import { asFailure, useErrorText } from "../../lib/api-error"
import { api } from "../../lib/sdk"
import { isLive, safeNext, setToken, useToken } from "../../lib/session"
import { ForgotPasswordDialog } from "./forgot-password"
import { FormAlert } from "../../components/form-alert"
import { SubmitButton } from "../../components/submit-button"

type Preview = {
  member: {
    username: string
    impersonated_by: { username: string | null } | null
  }
}

/**
 * `/login?impersonation=<token>`: staff "log in as member". A link alone never
 * replaces the session here (no login CSRF): the page reads who the token is for
 * and asks first; on confirmation the token becomes the session (whatever member
 * was logged in here before is forgotten) and the dashboard opens; the layout's
 * banner says who is acting.
 */
function useImpersonation() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const client = useQueryClient()
  const token = params.get("impersonation")
  const live = isLive(token)
  const preview = useQuery({
    queryKey: ["impersonation-preview", token],
    enabled: !!token && live,
    retry: false,
    queryFn: () =>
      api<Preview>("/store/members/me", {
        headers: { authorization: `Bearer ${token}` },
      }),
  })
  const confirm = () => {
    if (!token) return
    client.clear()
    setToken(token)
    // `replace`: the token leaves the address bar and the history.
    navigate("/", { replace: true })
  }
  const cancel = () => navigate("/login", { replace: true })
  return {
    expired: !!token && (!live || preview.isError),
    pending: !!token && live && preview.isLoading,
    asking: !!token && live && preview.data ? preview.data.member : null,
    confirm,
    cancel,
  }
}

/** `/login`, without the layout: username, password and the verification code. */
export default function LoginPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const impersonation = useImpersonation()
  const loggingOut = useFinishLogout()
  const captcha = useCaptcha()
  const login = useLogin()
  const token = useToken()
  const loggedIn = isLive(token) && !loggingOut
  const [forgotOpen, setForgotOpen] = useState(false)
  const [notice, setNotice] = useState<string>()
  const sessionEnded =
    (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true
  const next = params.get("next")
  const [form, setForm] = useState({
    username: "",
    password: "",
    captcha_code: "",
  })
  // Two-step verification: the code field appears once the server asks for it
  // (totp_required), on this same screen; members without it never see it.
  const [totpCode, setTotpCode] = useState("")
  const [needsCode, setNeedsCode] = useState(false)
  const failure = login.error ? asFailure(login.error) : null
  const message = login.error ? errorText(login.error) : undefined
  const set =
    (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [k]: e.target.value }))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    if (!captcha.data || captcha.isFetching) return
    login.mutate(
      {
        ...form,
        captcha_id: captcha.data.id,
        ...(needsCode && totpCode.trim() ? { totp_code: totpCode.trim() } : {}),
      },
      {
        onSuccess: () => navigate(safeNext(next), { replace: true }),
        onError: (err) => {
          setForm((f) => ({ ...f, captcha_code: "" }))
          const code = asFailure(err).code
          if (code === "totp_required" || code === "totp_invalid") {
            setNeedsCode(true)
            setTotpCode("")
            setTimeout(() => document.getElementById("totp_code")?.focus(), 0)
          }
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
      {impersonation.pending && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t("impersonation.opening")}
        </p>
      )}
      {impersonation.asking && (
        <div
          role="alertdialog"
          aria-labelledby="impersonation-confirm-text"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="impersonation-confirm"
        >
          <p id="impersonation-confirm-text">
            {t("impersonation.confirmText", {
              member: impersonation.asking.username,
              staff:
                impersonation.asking.impersonated_by?.username ??
                t("impersonation.unknownStaff"),
            })}
          </p>
          {loggedIn && <p className="mt-1">{t("impersonation.replaces")}</p>}
          <div className="mt-3 flex gap-3">
            <button
              type="button"
              onClick={impersonation.confirm}
              className="rounded-md bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white"
              data-testid="impersonation-accept"
            >
              {t("impersonation.accept")}
            </button>
            <button
              type="button"
              onClick={impersonation.cancel}
              className="rounded-md px-3 py-1.5 text-xs font-semibold ring-1 ring-amber-900"
              data-testid="impersonation-cancel"
            >
              {t("impersonation.cancel")}
            </button>
          </div>
        </div>
      )}
      {impersonation.expired && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="impersonation-expired"
        >
          {t("impersonation.linkExpired")}
        </p>
      )}
      {sessionEnded && !login.isSuccess && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="session-ended"
        >
          {t("errors.session_expired")}
        </p>
      )}
      {next === "/info#password" && !loggedIn && (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
          {t("forgot.loginToChange")}
        </p>
      )}
      {loggedIn &&
        !impersonation.pending &&
        !impersonation.asking &&
        !login.isSuccess && (
          <div
            className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-slate-800"
            data-testid="already-logged-in"
          >
            <p>{t("forgot.alreadyLoggedIn")}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <Link to="/" className="font-semibold text-brand-600 underline">
                {t("forgot.toAccount")}
              </Link>
              <Link
                to="/info#password"
                className="font-semibold text-brand-600 underline"
                data-testid="reset-password-link"
              >
                {t("forgot.resetPassword")}
              </Link>
            </div>
          </div>
        )}
      {notice && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900"
          data-testid="login-notice"
        >
          {notice}
        </p>
      )}
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
        {needsCode && (
          <Field
            label={t("auth.totpCode")}
            name="totp_code"
            value={totpCode}
            onChange={(e) => setTotpCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode="text"
            maxLength={32}
            hint={t("auth.totpHint")}
            error={failure?.field === "totp_code" ? message : undefined}
            data-testid="login-totp"
            required
          />
        )}
        <CaptchaField
          captcha={captcha}
          value={form.captcha_code}
          onChange={(v) => setForm((f) => ({ ...f, captcha_code: v }))}
          error={failure?.field === "captcha_code" ? message : undefined}
        />
        {failure?.field !== "captcha_code" &&
          failure?.field !== "totp_code" && (
            <FormAlert message={message} testId="login-error" />
          )}
        <SubmitButton
          label={t("auth.login")}
          busy={login.isPending}
          disabled={login.isPending || !captcha.data || captcha.isFetching}
          testId="login-submit"
        />
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => setForgotOpen(true)}
          className="font-semibold text-brand-600 hover:underline"
          data-testid="forgot-open"
        >
          {t("forgot.open")}
        </button>
        {!loggedIn && (
          <Link
            to={`/login?next=${encodeURIComponent("/info#password")}`}
            className="font-semibold text-brand-600 hover:underline"
          >
            {t("forgot.resetPassword")}
          </Link>
        )}
      </div>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialUsername={form.username}
        onDone={(username) => {
          setForgotOpen(false)
          setForm((f) => ({ ...f, username, password: "", captcha_code: "" }))
          setNotice(t("forgot.done"))
        }}
      />
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
