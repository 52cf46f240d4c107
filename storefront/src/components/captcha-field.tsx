import { useTranslation } from "react-i18next"
import { useCaptcha } from "../hooks/members"
import { Field } from "./field"

/** The verification code: the picture (tap for a new one) and the input. */
export function CaptchaField({
  value,
  onChange,
  error,
  captcha,
}: {
  value: string
  onChange: (v: string) => void
  error?: string
  captcha: ReturnType<typeof useCaptcha>
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-end gap-3">
      <div className="flex-1">
        <Field
          label={t("auth.captcha")}
          name="captcha_code"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          inputMode="text"
          error={error}
          required
        />
      </div>
      <button
        type="button"
        onClick={() => void captcha.refetch()}
        aria-label={t("auth.newCaptcha")}
        title={t("auth.newCaptcha")}
        className="mb-0.5 h-11 w-[120px] overflow-hidden rounded-lg border border-slate-300 bg-white"
        data-testid="captcha-image"
        // The SVG comes from our own server and holds only paths.
        dangerouslySetInnerHTML={
          captcha.data ? { __html: captcha.data.svg } : undefined
        }
      />
    </div>
  )
}
