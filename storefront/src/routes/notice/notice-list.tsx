import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { useNotices } from "../../hooks/notices"
import { formatDate } from "../../lib/format"

export function NoticeList() {
  const { t, i18n } = useTranslation()
  const {
    data,
    isLoading,
    isError,
    refetch,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useNotices()
  if (isLoading) return <Skeleton lines={4} />
  if (isError)
    return (
      <ErrorState
        message={t("notice.loadError")}
        onRetry={() => void refetch()}
      />
    )
  const notices = data?.pages.flatMap((p) => p.notices) ?? []
  if (!notices.length) return <EmptyState message={t("notice.empty")} />
  return (
    <>
      <ul className="space-y-3">
        {notices.map((n) => (
          <li key={n.id} data-testid="notice-item">
            <Link
              to={`/notice/detail?id=${encodeURIComponent(n.id)}`}
              className="block rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600"
            >
              <div className="flex items-center gap-2">
                {n.pinned && (
                  <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
                    {t("notice.pinned")}
                  </span>
                )}
                <h2 className="font-semibold">{n.title}</h2>
              </div>
              <p className="mt-1 line-clamp-2 text-sm text-slate-600">
                {n.body}
              </p>
              <p className="mt-2 text-xs text-slate-500">
                {t("notice.publishedOn", {
                  date: formatDate(n.published_at, i18n.language),
                })}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          className="mt-4 w-full rounded-lg bg-white py-2 text-sm font-medium ring-1 ring-slate-300 disabled:opacity-60"
        >
          {isFetchingNextPage ? t("common.loading") : t("notice.more")}
        </button>
      )}
    </>
  )
}
