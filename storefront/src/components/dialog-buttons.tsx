import { SubmitButton } from "./submit-button"

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
      <SubmitButton
        label={label}
        busy={busy}
        disabled={busy}
        testId={testId}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white disabled:opacity-60"
      />
    </div>
  )
}
