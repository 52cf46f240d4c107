import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  AdminNoticeAnswer,
  AdminNoticeList,
  NoticeInput,
} from "../lib/types"
import { sdk } from "@uuc/admin-kit"

export const noticeKeys = {
  all: ["uuc-notices"] as const,
  list: (q: NoticeListQuery) => [...noticeKeys.all, "list", q] as const,
  detail: (id: string) => [...noticeKeys.all, "detail", id] as const,
}

export type NoticeListQuery = {
  q?: string
  published?: "true" | "false"
  limit: number
  offset: number
}

export function useNotices(query: NoticeListQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: () =>
      sdk.client.fetch<AdminNoticeList>("/admin/notices", { query }),
    placeholderData: (previous) => previous,
  })
}

export function useNotice(id: string | null) {
  return useQuery({
    queryKey: noticeKeys.detail(id ?? ""),
    queryFn: () => sdk.client.fetch<AdminNoticeAnswer>(`/admin/notices/${id}`),
    enabled: !!id,
  })
}

export function useSaveNotice(id: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NoticeInput) =>
      sdk.client.fetch<AdminNoticeAnswer>(
        id ? `/admin/notices/${id}` : "/admin/notices",
        {
          method: "POST",
          body,
        }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  })
}

export function useSetPublished() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      sdk.client.fetch<AdminNoticeAnswer>(
        `/admin/notices/${id}/${published ? "publish" : "unpublish"}`,
        { method: "POST" }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  })
}

export function useDeleteNotice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      sdk.client.fetch(`/admin/notices/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  })
}
