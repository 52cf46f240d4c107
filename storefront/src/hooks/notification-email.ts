import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "../lib/sdk"
import { auth } from "./members"
// The notifications plugin's answers, type-only (the build erases them): one declaration.
import type {
  NotificationEmailAnswer,
  NotificationPreferencesAnswer,
  UnsubscribeAnswer,
} from "@uuc/notifications/notifications-api"

export type { NotificationPreferencesAnswer }

/** The languages emails are written in; another app language sends none (en-US). */
const EMAIL_LOCALES = ["en-US", "pt-BR", "zh-CN"]
export const emailLocale = (language: string) =>
  EMAIL_LOCALES.includes(language) ? language : undefined

export const emailKeys = {
  preferences: ["notification-preferences"] as const,
}

/** The member's address, whether email is offered, and the choice per kind. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: emailKeys.preferences,
    queryFn: () =>
      api<NotificationPreferencesAnswer>("/store/notification-preferences", {
        headers: auth(),
      }),
  })
}

/** Sends a confirmation code to `email` (emails then written in `locale`). */
export function useRequestEmailCode() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { email: string; locale?: string }) =>
      api<NotificationEmailAnswer>("/store/notification-email", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: emailKeys.preferences }),
  })
}

/** Confirms the pending address with the 6 digits sent to it. */
export function useConfirmEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      api<NotificationEmailAnswer>("/store/notification-email/confirm", {
        method: "POST",
        body: { code },
        headers: auth(),
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: emailKeys.preferences }),
  })
}

type KindsBody = { email: Record<string, boolean>; locale?: string }

/**
 * Email on or off for the kinds named: shown at once, put back if the server
 * refuses; the answer then replaces the cached choices.
 */
export function useSetEmailKinds() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: KindsBody) =>
      api<NotificationPreferencesAnswer>("/store/notification-preferences", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onMutate: async (body: KindsBody) => {
      await client.cancelQueries({ queryKey: emailKeys.preferences })
      const before = client.getQueryData<NotificationPreferencesAnswer>(
        emailKeys.preferences
      )
      if (before)
        client.setQueryData<NotificationPreferencesAnswer>(
          emailKeys.preferences,
          {
            ...before,
            kinds: before.kinds.map((k) =>
              k.kind in body.email ? { ...k, email: !!body.email[k.kind] } : k
            ),
          }
        )
      return { before }
    },
    onError: (_e, _body, context) => {
      if (context?.before)
        client.setQueryData(emailKeys.preferences, context.before)
    },
    onSuccess: (data) => client.setQueryData(emailKeys.preferences, data),
  })
}

/** The unsubscribe link's call (no login): once per token shown. */
export function useUnsubscribe(token: string) {
  return useQuery({
    queryKey: ["unsubscribe", token],
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
    queryFn: () =>
      api<UnsubscribeAnswer>("/store/notification-email/unsubscribe", {
        query: { token },
      }),
  })
}
