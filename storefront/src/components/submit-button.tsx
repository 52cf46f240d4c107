import { useTranslation } from "react-i18next"

/**
 * A form's submit button, "Loading…" while it is sent; by default the sign-in
 * forms' full-width one.
 */
export function SubmitButton({
  label,
  busy,
  disabled,
  testId,
  className = "w-full rounded-lg bg-brand-700 py-3 font-semibold text-white disabled:opacity-60",
}: {
  label: string
  busy: boolean
  disabled: boolean
  testId: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={disabled}
      className={className}
      data-testid={testId}
    >
      {busy ? t("common.loading") : label}
    </button>
  )
}
