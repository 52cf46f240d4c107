import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdjustmentDecision, AdminAdjustmentRequests } from "../lib/types"
import { ledgerKeys } from "./keys"
import { postOnce, sdk } from "@uuc/admin-kit"

export type AdjustmentReviewQuery = {
  status?: string
  limit: number
  offset: number
}

export function useAdjustmentRequests(query: AdjustmentReviewQuery) {
  return useQuery({
    queryKey: [...ledgerKeys.all, "adjustment-reviews", query],
    queryFn: () =>
      sdk.client.fetch<AdminAdjustmentRequests>("/admin/adjustment-reviews", {
        query,
      }),
    placeholderData: (previous) => previous,
  })
}

/** Approves (the money moves) or rejects a pending adjustment: four eyes. */
export function useReviewAdjustment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      action,
      key,
      ...body
    }: {
      id: string
      action: "approve" | "reject"
      secondary_password: string
      reason?: string
      key: string
    }) =>
      postOnce<AdjustmentDecision>(
        `/admin/adjustment-reviews/${id}/${action}`,
        body,
        key
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
