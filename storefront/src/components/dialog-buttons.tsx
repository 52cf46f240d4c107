import { useTranslation } from "react-i18next"

/** A form dialog's buttons: cancel, and the submit ("Loading…" while it is sent). */
export function DialogButtons({
  cancel,
  onCancel,
  label,
  busy,
  testId,
}: {
  cancel: string
  onCancel: () => void
  label: string
  busy: boolean
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        onClick={onCancel}
        disabled={busy}
        className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        {cancel}
      </button>
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white disabled:opacity-60"
        data-testid={testId}
      >
        {busy ? t("common.loading") : label}
      </button>
    </div>
  )
}
