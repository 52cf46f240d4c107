import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import {
  type StoreNotification,
  useMarkRead,
  useNotifications,
} from "../../hooks/notifications"
import { formatDate } from "../../lib/format"

/** `/notifications`: the member's inbox, newest first; opening one marks it read. */
export default function NotificationsPage() {
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useNotifications()
  const mark = useMarkRead()
  if (isLoading) return <Skeleton lines={4} />
  if (isError)
    return (
      <ErrorState
        message={t("notifications.loadError")}
        onRetry={() => void refetch()}
      />
    )
  const items = data?.notifications ?? []
  return (
    <section aria-labelledby="notifications-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-lg font-semibold">
          {t("notifications.title")}
        </h2>
        {!!data?.unread_count && (
          <button
            type="button"
            data-testid="notifications-mark-all"
            onClick={() => mark.mutate({ all: true })}
            disabled={mark.isPending}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50 disabled:opacity-60"
          >
            {t("notifications.markAllRead")}
          </button>
        )}
      </div>
      {items.length ? (
        <ul className="space-y-2">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              item={n}
              onOpen={() => !n.read_at && mark.mutate({ ids: [n.id] })}
            />
          ))}
        </ul>
      ) : (
        <EmptyState message={t("notifications.empty")} />
      )}
    </section>
  )
}

function NotificationItem({
  item,
  onOpen,
}: {
  item: StoreNotification
  onOpen: () => void
}) {
  const { t, i18n } = useTranslation()
  const unread = !item.read_at
  return (
    <li data-testid="notification-item" data-unread={unread}>
      <Link
        to={item.link}
        onClick={onOpen}
        className={`block rounded-xl p-4 ring-1 hover:ring-brand-600 ${unread ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-200"}`}
      >
        <div className="flex items-start gap-2">
          {unread && (
            <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{t("notifications.unread")}</span>
            </span>
          )}
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{item.title}</h3>
            <p className="mt-1 text-sm break-words text-slate-700">
              {item.body}
            </p>
            <p className="mt-2 text-xs text-slate-600">
              {formatDate(item.created_at, i18n.language)}
            </p>
          </div>
        </div>
      </Link>
    </li>
  )
}
