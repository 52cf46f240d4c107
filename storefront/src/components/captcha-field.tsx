import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useCaptcha } from "../hooks/members"
import { Field } from "./field"

/**
 * The verification code: the picture (tap for a new one) and the input. The picture
 * is 150×50; its box's content is that size (the border outside it), so no
 * character is cut off. A new code is announced to screen readers.
 */
export function CaptchaField({
  value,
  onChange,
  error,
  captcha,
  id: fieldId,
}: {
  /** For a second captcha on one screen (the forgot-password dialog over /login). */
  id?: string
  value: string
  onChange: (v: string) => void
  error?: string
  captcha: ReturnType<typeof useCaptcha>
}) {
  const { t } = useTranslation()
  const [announce, setAnnounce] = useState("")
  const firstId = useRef<string | undefined>(undefined)
  const id = captcha.data?.id
  useEffect(() => {
    if (!id) return
    if (firstId.current === undefined) firstId.current = id
    else setAnnounce(t("captcha.newShown"))
  }, [id, t])

  const renew = () => {
    onChange("")
    void captcha.refetch()
  }

  return (
    <div>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <Field
            id={fieldId}
            label={t("auth.captcha")}
            name="captcha_code"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
            inputMode="text"
            error={error}
            hint={t("captcha.hint")}
            required
          />
        </div>
        <button
          type="button"
          onClick={renew}
          aria-label={t("auth.newCaptcha")}
          title={t("auth.newCaptcha")}
          className="mt-6 box-content block h-[50px] w-[150px] shrink-0 overflow-hidden rounded-lg border border-slate-400 bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
          data-testid="captcha-image"
          data-captcha-id={id}
          // The SVG comes from our own server and holds only paths.
          dangerouslySetInnerHTML={
            captcha.data ? { __html: captcha.data.svg } : undefined
          }
        />
      </div>
      {captcha.audioMode && captcha.data?.audio && (
        <audio
          controls
          src={captcha.data.audio}
          aria-label={t("captcha.audioLabel")}
          className="mt-2 w-full"
          data-testid="captcha-audio"
        />
      )}
      <button
        type="button"
        onClick={() => {
          onChange("")
          captcha.setAudioMode(!captcha.audioMode)
        }}
        className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-4"
        data-testid="captcha-mode"
      >
        {t(captcha.audioMode ? "captcha.usePicture" : "captcha.useAudio")}
      </button>
      {captcha.audioMode && (
        <p className="mt-1 text-xs text-slate-600" id="captcha-audio-help">
          {t("captcha.audioHelp")}
        </p>
      )}
      <p aria-live="polite" className="sr-only" data-testid="captcha-live">
        {announce}
      </p>
    </div>
  )
}
