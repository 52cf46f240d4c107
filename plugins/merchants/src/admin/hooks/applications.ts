import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { postJson, sdk } from "@uuc/admin-kit"

export type Application = {
  id: string
  member: { id: string; username: string | null }
  status: "pending" | "passed" | "rejected"
  description: string
  reason: string | null
  reviewed_at: string | null
  created_at: string
}

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
      sdk.client.fetch<{ applications: Application[]; count: number }>(
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
      postJson<{ application: Application }>(
        `/admin/merchant-applications/${id}/${action}`,
        body
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}
