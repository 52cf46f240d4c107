import { useTranslation } from "react-i18next"

/** Grey blocks in the shape of the content while it loads. */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-label={t("common.loading")}
      className="animate-pulse space-y-3"
    >
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-14 rounded-lg bg-slate-200" />
      ))}
    </div>
  )
}

export function ErrorState({
  message,
  onRetry,
}: {
  message: string
  onRetry: () => void
}) {
  const { t } = useTranslation()
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
      >
        {t("common.retry")}
      </button>
    </div>
  )
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
      {message}
    </p>
  )
}
