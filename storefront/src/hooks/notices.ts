import { useInfiniteQuery, useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
// The content plugin's answers, type-only (the build erases them): one declaration.
import type {
  StoreNoticeAnswer,
  StoreNoticeList,
} from "@uuc/content/content-api"

const PAGE = 10

export const noticeKeys = {
  all: ["notices"] as const,
  list: (locale: string) => [...noticeKeys.all, "list", locale] as const,
  detail: (id: string, locale: string) =>
    [...noticeKeys.all, "detail", id, locale] as const,
}

export function useNotices() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useInfiniteQuery({
    queryKey: noticeKeys.list(locale),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await sdk()).client.fetch<StoreNoticeList>("/store/notices", {
        query: { locale, limit: PAGE, offset: pageParam },
      }),
    getNextPageParam: (last) =>
      last.offset + last.notices.length < last.count
        ? last.offset + last.limit
        : undefined,
  })
}

export function useNotice(id: string) {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useQuery({
    queryKey: noticeKeys.detail(id, locale),
    queryFn: async () =>
      (await sdk()).client.fetch<StoreNoticeAnswer>(
        `/store/notices/${encodeURIComponent(id)}`,
        {
          query: { locale },
        }
      ),
    retry: (count, error) =>
      (error as { status?: number }).status !== 404 && count < 2,
  })
}
