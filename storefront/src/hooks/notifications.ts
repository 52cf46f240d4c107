import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { api } from "../lib/sdk"
import { auth } from "./members"
// The notifications plugin's answers, type-only (the build erases them): one declaration.
import type {
  NotificationsRead,
  StoreNotification,
  StoreNotificationList,
} from "@uuc/notifications/notifications-api"

export type { StoreNotification }

/** The inbox shows the newest ones; older ones are rarely opened on a phone. */
const INBOX_SIZE = 50
/** The bell asks again this often while the app is open (ms). */
const BELL_REFRESH = 60_000

export const notificationKeys = {
  all: ["notifications"] as const,
  inbox: (locale: string) =>
    [...notificationKeys.all, "inbox", locale] as const,
  unread: [...["notifications"], "unread"] as const,
}

/** The member's notifications, newest first, in the app's language. */
export function useNotifications() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useQuery({
    queryKey: notificationKeys.inbox(locale),
    queryFn: () =>
      api<StoreNotificationList>("/store/notifications", {
        query: { locale, limit: INBOX_SIZE },
        headers: auth(),
      }),
  })
}

/** How many are unread, for the bell (`enabled` only for a logged-in member). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.unread,
    enabled,
    refetchInterval: BELL_REFRESH,
    queryFn: async () =>
      (
        await api<StoreNotificationList>("/store/notifications", {
          query: { unread: "true", limit: 1 },
          headers: auth(),
        })
      ).unread_count,
  })
}

/** Marks `{ ids }` or `{ all: true }` read; the bell and the inbox read again. */
export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      api<NotificationsRead>("/store/notifications/read", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: (data) => {
      client.setQueryData(notificationKeys.unread, data.unread_count)
      void client.invalidateQueries({ queryKey: notificationKeys.all })
    },
  })
}
