import { useTranslation } from "react-i18next"
import { ErrorState, Skeleton } from "../../components/status"
import { useNotice } from "../../hooks/notices"
import { formatDate } from "../../lib/format"

export function NoticeDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  const { data, isLoading, isError, error, refetch } = useNotice(id)
  if (isLoading) return <Skeleton lines={3} />
  if (isError) {
    const missing = (error as { status?: number }).status === 404
    return missing ? (
      <p role="alert" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        {t("notice.notFound")}
      </p>
    ) : (
      <ErrorState
        message={t("notice.loadError")}
        onRetry={() => void refetch()}
      />
    )
  }
  const notice = data!.notice
  return (
    <article
      data-testid="notice-detail"
      className="rounded-xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-bold">{notice.title}</h2>
      <p className="mt-1 text-xs text-slate-500">
        {t("notice.publishedOn", {
          date: formatDate(notice.published_at, i18n.language),
        })}
      </p>
      <div className="mt-4 space-y-3 text-slate-800">
        {notice.body.split("\n\n").map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
      </div>
    </article>
  )
}
