import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { postJson, sdk } from "@uuc/admin-kit"
// type-only: the build erases them
import type {
  AdminApplicationsAnswer,
  ApplicationView,
} from "../../api/answers"

export type { ApplicationView as Application }

const KEY = ["uuc-merchant-applications"] as const

export const useApplications = (query: {
  status?: string
  member?: string
  limit: number
  offset: number
}) =>
  useQuery({
    queryKey: [...KEY, query],
    queryFn: () =>
      sdk.client.fetch<AdminApplicationsAnswer>(
        "/admin/merchant-applications",
        { query }
      ),
    placeholderData: (previous) => previous,
  })

export type Review = {
  id: string
  action: "approve" | "reject"
  secondary_password: string
  reason?: string
}

/** Passes or rejects an application (both with the staff secondary password). */
export function useReviewApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, ...body }: Review) =>
      postJson<{ application: ApplicationView }>(
        `/admin/merchant-applications/${id}/${action}`,
        body
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
