import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminWithdrawals, WithdrawalDecision } from "../lib/types"
import { ledgerKeys } from "./keys"
import { postOnce, sdk } from "@uuc/admin-kit"

export type WithdrawalQuery = {
  status?: string
  member?: string
  limit: number
  offset: number
}

export function useWithdrawals(query: WithdrawalQuery) {
  return useQuery({
    queryKey: ledgerKeys.withdrawals(query),
    queryFn: () =>
      sdk.client.fetch<AdminWithdrawals>("/admin/withdrawals", { query }),
    placeholderData: (previous) => previous,
  })
}

export type WithdrawalReview = {
  id: string
  action: "approve" | "reject" | "payout"
  secondary_password: string
  tx_hash?: string
  reason?: string
  key: string
}

/**
 * Approves (transferring, or passed with the payout hash), rejects, or starts the
 * payout on chain of a withdrawal (a recorded TX, or the hot wallet's).
 */
export function useReviewWithdrawal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, key, ...body }: WithdrawalReview) =>
      postOnce<WithdrawalDecision>(
        `/admin/withdrawals/${id}/${action}`,
        body,
        key
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
