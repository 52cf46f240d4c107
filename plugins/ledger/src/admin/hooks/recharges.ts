import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminRecharges, RechargeAnswer } from "../lib/types"
import { ledgerKeys } from "./keys"
import { postOnce, sdk } from "@uuc/admin-kit"

export type RechargeQuery = {
  status?: string
  member?: string
  limit: number
  offset: number
}

export function useRecharges(query: RechargeQuery) {
  return useQuery({
    queryKey: ledgerKeys.recharges(query),
    queryFn: () =>
      sdk.client.fetch<AdminRecharges>("/admin/recharges", {
        query,
      }),
    placeholderData: (previous) => previous,
  })
}

export type RechargeReview = {
  id: string
  action: "confirm" | "reject"
  secondary_password: string
  reason?: string
  key: string
}

/** Confirms or rejects a recharge; a retry with the same key is harmless. */
export function useReviewRecharge() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, key, ...body }: RechargeReview) =>
      postOnce<RechargeAnswer>(`/admin/recharges/${id}/${action}`, body, key),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
