import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  AdjustmentAnswer,
  AdminAdjustments,
  BalancesAnswer,
} from "../lib/types"
import { ledgerKeys } from "./keys"
import { postOnce, sdk } from "@uuc/admin-kit"

/** A member's balances (the balance section on the member's page). */
export function useMemberBalances(memberId: string) {
  return useQuery({
    queryKey: ledgerKeys.balances(memberId),
    queryFn: () =>
      sdk.client.fetch<BalancesAnswer>(`/admin/members/${memberId}/balances`),
    enabled: !!memberId,
  })
}

export function useAdjustments(memberId: string | null) {
  return useQuery({
    queryKey: ledgerKeys.adjustments(memberId ?? ""),
    queryFn: () =>
      sdk.client.fetch<AdminAdjustments>(
        `/admin/members/${memberId}/adjustments`,
        { query: { limit: 5, offset: 0 } }
      ),
    enabled: !!memberId,
  })
}

export type AdjustmentInput = {
  member_id: string
  asset: "USDT" | "UUC" | "POINTS"
  direction: "increase" | "reduce"
  amount: string
  reason: string
  secondary_password: string
  key: string
}

export function useAdjustBalance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ member_id, key, ...body }: AdjustmentInput) =>
      // Above the plan's review threshold: a pending request for a second staff member.
      postOnce<AdjustmentAnswer>(
        `/admin/members/${member_id}/adjustments`,
        body,
        key
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
