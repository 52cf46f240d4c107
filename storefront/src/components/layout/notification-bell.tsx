import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useUnreadCount } from "../../hooks/notifications"
import { isLive, useToken } from "../../lib/session"
import { Icon, PATHS } from "../icon"

/** The header's bell: the member's unread count, a link to their inbox. */
export function NotificationBell() {
  const { t } = useTranslation()
  const member = isLive(useToken())
  const { data: unread = 0 } = useUnreadCount(member)
  if (!member) return null
  const shown = unread > 99 ? "99+" : String(unread)
  return (
    <Link
      to="/notifications"
      data-testid="notification-bell"
      aria-label={
        unread
          ? t("notifications.bellUnread", { count: unread })
          : t("notifications.title")
      }
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
    >
      <Icon d={PATHS.bell} className="h-5 w-5 fill-current" />
      {unread > 0 && (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  )
}
