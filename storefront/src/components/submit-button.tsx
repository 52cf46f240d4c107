import { useTranslation } from "react-i18next"

/** A sign-in form's full-width submit button, "Loading…" while it is sent. */
export function SubmitButton({
  label,
  busy,
  disabled,
  testId,
}: {
  label: string
  busy: boolean
  disabled: boolean
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={disabled}
      className="w-full rounded-lg bg-brand-700 py-3 font-semibold text-white disabled:opacity-60"
      data-testid={testId}
    >
      {busy ? t("common.loading") : label}
    </button>
  )
}
