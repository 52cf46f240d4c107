import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from "@headlessui/react"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "react-router-dom"
import { Field, focusField } from "../../components/field"
import { REGISTRATION_RULES } from "../../lib/registration-rules"
import { ErrorState, Skeleton } from "../../components/status"
import { toast } from "../../components/toast"
import { type Me, useMe } from "../../hooks/members"
import {
  browserWallet,
  useChangePassword,
  useProveWallet,
  useUpdateProfile,
  useUploadAvatar,
} from "../../hooks/profile"
import { formatDate } from "../../lib/format"
import { asFailure, useErrorText } from "../../lib/api-error"
import {
  type FieldErrors,
  firstError,
  type PasswordForm,
  passwordErrors,
  profileChanges,
  profileErrors,
} from "../../lib/validate"
import { FormAlert } from "../../components/form-alert"
import { Icon, PATHS } from "../../components/icon"
import { EmailSection } from "./email-section"
import { TwoStepSection } from "./two-step-section"

const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"]
const AVATAR_MAX_BYTES = 2 * 1024 * 1024

const card = "rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
const primary =
  "w-full rounded-lg bg-brand-700 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto sm:px-6"

/** Splits an API failure into a message under its field, or one for the form. */
function useFailure() {
  const errorText = useErrorText()
  return (e: unknown, fields: string[]) => {
    const f = asFailure(e)
    const message = errorText(e)
    return f.field && fields.includes(f.field)
      ? { field: f.field, message }
      : { field: null, message }
  }
}

function AvatarSection({ member }: { member: Me }) {
  const { t } = useTranslation()
  const upload = useUploadAvatar()
  const split = useFailure()
  const [error, setError] = useState<string>()
  const input = useRef<HTMLInputElement>(null)

  const choose = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ""
    if (!file) return
    if (file.type && !AVATAR_TYPES.includes(file.type))
      return setError(t("errors.avatar_type_invalid"))
    if (file.size > AVATAR_MAX_BYTES)
      return setError(t("errors.avatar_too_large"))
    setError(undefined)
    upload.mutate(file, {
      onSuccess: () => toast("success", t("info.avatarSaved")),
      onError: (err) => {
        const { message } = split(err, ["file"])
        setError(message)
        toast("error", message)
      },
    })
  }

  const initial = (member.nickname || member.username).slice(0, 1).toUpperCase()
  return (
    <section className={card} aria-labelledby="info-avatar-title">
      <div className="flex items-center gap-4">
        {member.avatar_url ? (
          <img
            src={member.avatar_url}
            alt={t("info.avatarAlt", { username: member.username })}
            className="h-16 w-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200"
            data-testid="info-avatar"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-2xl font-bold text-brand-700"
          >
            {initial}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id="info-avatar-title" className="font-semibold">
            {t("info.avatar")}
          </h2>
          <p className="text-sm text-slate-600" id="avatar-hint">
            {t("info.avatarHint")}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <label
          htmlFor="avatar-file"
          className={`inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 hover:bg-slate-50 ${upload.isPending ? "pointer-events-none opacity-60" : ""}`}
        >
          {upload.isPending ? t("info.uploading") : t("info.chooseAvatar")}
          <input
            ref={input}
            id="avatar-file"
            name="file"
            type="file"
            accept={AVATAR_TYPES.join(",")}
            className="sr-only"
            onChange={choose}
            disabled={upload.isPending}
            aria-describedby={error ? "avatar-hint file-error" : "avatar-hint"}
            aria-invalid={!!error}
            data-testid="avatar-input"
          />
        </label>
        {error && (
          <p
            id="file-error"
            role="alert"
            className="mt-1 text-sm text-red-700"
            data-testid="error-file"
          >
            {error}
          </p>
        )}
      </div>
    </section>
  )
}

/**
 * Whether the payout wallet is proven (signed for with its key) and, if not, a
 * button to prove it with the browser wallet: only a proven wallet's deposits to
 * the shared address are credited without staff.
 */
function WalletProof({ member }: { member: Me }) {
  const { t, i18n } = useTranslation()
  const prove = useProveWallet()
  const errorText = useErrorText()
  const [error, setError] = useState<string>()
  if (!member.wallet_address) return null
  const verified = member.wallet_verified_at
  const start = () => {
    setError(undefined)
    prove.mutate(member.wallet_address!, {
      onSuccess: () => toast("success", t("info.walletProved")),
      onError: (e) => {
        // a refusal in the wallet itself has no code of ours
        const message = asFailure(e).code
          ? errorText(e)
          : t("info.walletProofCancelled")
        setError(message)
        toast("error", message)
      },
    })
  }
  return (
    <div className="text-sm" data-testid="wallet-proof">
      {verified ? (
        <p className="text-emerald-800" data-testid="wallet-verified">
          {t("info.walletVerified", {
            date: formatDate(verified, i18n.language),
          })}
        </p>
      ) : (
        <>
          <p className="text-amber-800" data-testid="wallet-not-verified">
            {t("info.walletNotVerified")}
          </p>
          {browserWallet() ? (
            <button
              type="button"
              onClick={start}
              disabled={prove.isPending}
              className="mt-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
              data-testid="wallet-prove"
            >
              {prove.isPending
                ? t("info.walletProving")
                : t("info.walletProve")}
            </button>
          ) : (
            <p className="mt-1 text-slate-600">
              {t("info.walletNoBrowserWallet")}
            </p>
          )}
          <FormAlert message={error} testId="wallet-proof-error" />
        </>
      )}
    </div>
  )
}

const PROFILE_FIELDS = [
  "nickname",
  "phone",
  "wallet_address",
  "secondary_password",
  "totp_code",
]

function ProfileSection({ member }: { member: Me }) {
  const { t } = useTranslation()
  const save = useUpdateProfile()
  const split = useFailure()
  const [form, setForm] = useState({
    nickname: member.nickname ?? "",
    phone: member.phone ?? "",
    wallet: member.wallet_address ?? "",
  })
  // A new payout wallet needs the secondary password (withdrawals go there).
  const [password, setPassword] = useState("")
  // ... and, with two-step verification on, the authenticator code
  const [totpCode, setTotpCode] = useState("")
  const needsCode = member.totp_enabled
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const changes = profileChanges(form, member)
  const dirty = Object.keys(changes).length > 0
  const walletChanged = "wallet_address" in changes
  const set =
    (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
      setForm((f) => ({ ...f, [k]: e.target.value }))

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const found = profileErrors(form)
    setFormError(undefined)
    if (Object.keys(found).length) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)]))
      )
      focusField(firstError(found))
      return
    }
    if (walletChanged && !password) {
      setErrors({ secondary_password: t("info.secondaryRequired") })
      focusField("secondary_password")
      return
    }
    if (walletChanged && needsCode && !totpCode.trim()) {
      setErrors({ totp_code: t("errors.totp_required") })
      focusField("totp_code")
      return
    }
    setErrors({})
    if (!dirty) return
    save.mutate(
      walletChanged
        ? {
            ...changes,
            secondary_password: password,
            ...(needsCode ? { totp_code: totpCode.trim() } : {}),
          }
        : changes,
      {
        onSuccess: ({ member: saved }) => {
          setPassword("")
          setTotpCode("")
          setForm({
            nickname: saved.nickname ?? "",
            phone: saved.phone ?? "",
            wallet: saved.wallet_address ?? "",
          })
          toast("success", t("info.saved"))
        },
        onError: (err) => {
          const { field, message } = split(err, PROFILE_FIELDS)
          if (field) setErrors({ [field]: message })
          else setFormError(message)
          focusField(field ?? undefined)
          toast("error", message)
        },
      }
    )
  }

  return (
    <section className={card} aria-labelledby="info-profile-title">
      <h2 id="info-profile-title" className="font-semibold">
        {t("info.profileTitle")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{t("info.username")}</dt>
          <dd className="font-medium" data-testid="info-username">
            {member.username}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("info.sponsor")}</dt>
          <dd className="font-medium">{member.sponsor ?? "—"}</dd>
        </div>
      </dl>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <Field
          label={t("info.nickname")}
          name="nickname"
          value={form.nickname}
          onChange={set("nickname")}
          maxLength={40}
          autoComplete="nickname"
          error={errors.nickname}
          required
        />
        <Field
          label={t("info.phone")}
          name="phone"
          type="tel"
          inputMode="tel"
          value={form.phone}
          onChange={set("phone")}
          autoComplete="tel"
          error={errors.phone}
        />
        <Field
          label={t("info.wallet")}
          name="wallet_address"
          value={form.wallet}
          onChange={set("wallet")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="0x…"
          hint={t("info.walletHint")}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono text-sm break-all aria-[invalid=true]:border-red-600"
          error={errors.wallet_address}
        />
        {!walletChanged && <WalletProof member={member} />}
        {walletChanged && (
          <Field
            label={t("info.walletSecondary")}
            name="secondary_password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            error={errors.secondary_password}
          />
        )}
        {walletChanged && needsCode && (
          <Field
            label={t("totp.code")}
            name="totp_code"
            value={totpCode}
            onChange={(e) => setTotpCode(e.target.value)}
            autoComplete="one-time-code"
            maxLength={32}
            hint={t("totp.codeHint")}
            error={errors.totp_code}
            data-testid="profile-totp"
          />
        )}
        <FormAlert message={formError} testId="profile-error" />
        <button
          type="submit"
          disabled={save.isPending || !dirty}
          className={primary}
          data-testid="profile-submit"
        >
          {save.isPending ? t("common.loading") : t("info.save")}
        </button>
      </form>
    </section>
  )
}

const PASSWORD_FIELDS = ["old", "password", "password_confirm"] as const
const EMPTY_PASSWORDS: PasswordForm = {
  old: "",
  password: "",
  password_confirm: "",
}

function PasswordSection({
  kind,
  blocked,
  defaultOpen,
}: {
  kind: "login" | "secondary"
  blocked: boolean
  defaultOpen: boolean
}) {
  const { t } = useTranslation()
  const change = useChangePassword()
  const split = useFailure()
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORDS)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setFormError(undefined)
    const found = passwordErrors(form)
    if (Object.keys(found).length) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)]))
      )
      focusField(`${kind}-${firstError(found)}`)
      return
    }
    setErrors({})
    change.mutate(
      { kind, ...form },
      {
        onSuccess: () => {
          setForm(EMPTY_PASSWORDS)
          toast("success", t(`info.passwordChanged.${kind}`))
        },
        onError: (err) => {
          const { field, message } = split(err, [...PASSWORD_FIELDS])
          if (field) setErrors({ [field]: message })
          else setFormError(message)
          if (field) focusField(`${kind}-${field}`)
          toast("error", message)
        },
      }
    )
  }

  return (
    <Disclosure
      as="section"
      className={card}
      defaultOpen={defaultOpen}
      data-testid={`password-${kind}`}
    >
      <DisclosureButton className="flex w-full items-center justify-between gap-3 text-start font-semibold">
        <span>{t(`info.passwordTitle.${kind}`)}</span>
        <Icon
          d={PATHS.chevronDown}
          className="h-5 w-5 shrink-0 fill-current text-slate-500 transition-transform in-data-open:rotate-180"
        />
      </DisclosureButton>
      <DisclosurePanel>
        {blocked ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t("info.impersonatedNoPassword")}
          </p>
        ) : (
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            {PASSWORD_FIELDS.map((name) => (
              <Field
                key={name}
                id={`${kind}-${name}`}
                name={name}
                type="password"
                label={t(`info.passwordFields.${name}`)}
                autoComplete={
                  name === "old"
                    ? kind === "login"
                      ? "current-password"
                      : "off"
                    : kind === "login"
                      ? "new-password"
                      : "off"
                }
                value={form[name]}
                onChange={(e) =>
                  setForm((f) => ({ ...f, [name]: e.target.value }))
                }
                error={errors[name]}
                hint={
                  name === "password"
                    ? t("register.passwordRules", {
                        length: REGISTRATION_RULES.password.min,
                      })
                    : undefined
                }
                required
              />
            ))}
            <FormAlert message={formError} />
            <button
              type="submit"
              disabled={change.isPending}
              className={primary}
              data-testid={`password-${kind}-submit`}
            >
              {change.isPending
                ? t("common.loading")
                : t("info.changePassword")}
            </button>
          </form>
        )}
      </DisclosurePanel>
    </Disclosure>
  )
}

/**
 * `/info`: nickname, phone, wallet address, avatar, email notifications, both
 * passwords and two-step verification.
 */
export default function InfoPage() {
  const { t } = useTranslation()
  const { hash } = useLocation()
  const me = useMe()
  const passwords = useRef<HTMLDivElement>(null)
  const toPasswords = hash === "#password"

  useEffect(() => {
    if (toPasswords && me.data)
      passwords.current?.scrollIntoView({ block: "start" })
  }, [toPasswords, me.data])

  if (me.isLoading) return <Skeleton lines={5} />
  if (me.isError || !me.data) {
    if (asFailure(me.error).status === 401) return <Skeleton lines={5} />
    return (
      <ErrorState
        message={t("info.loadError")}
        onRetry={() => void me.refetch()}
      />
    )
  }
  const member = me.data.member
  const blocked = !!member.impersonated_by
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="info">
      <AvatarSection member={member} />
      <ProfileSection key={member.id} member={member} />
      <EmailSection />
      <div
        id="password"
        ref={passwords}
        className="scroll-mt-32 space-y-4"
        aria-label={t("info.passwordsTitle")}
        role="group"
      >
        <PasswordSection
          kind="login"
          blocked={blocked}
          defaultOpen={toPasswords}
        />
        <PasswordSection
          kind="secondary"
          blocked={blocked}
          defaultOpen={false}
        />
      </div>
      <TwoStepSection member={member} blocked={blocked} />
    </div>
  )
}
