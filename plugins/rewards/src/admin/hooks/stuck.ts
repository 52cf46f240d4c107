import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { rewardKeys } from "./bonus-records"
import { type GuardedStep, postJson, sdk } from "@uuc/admin-kit"

export type StuckOperation = {
  id: string
  operation: "activation" | "refund"
  member_id: string
  username: string | null
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  attempts: number
  last_error: string | null
  stuck_at: string
  created_at: string
}

export type RetryAnswer = {
  id: string
  operation: "activation" | "refund"
  done: boolean
  error: string | null
}

export const useStuckOperations = (query: { limit: number; offset: number }) =>
  useQuery({
    queryKey: [...rewardKeys.all, "stuck", query],
    queryFn: () =>
      sdk.client.fetch<{ operations: StuckOperation[]; count: number }>(
        "/admin/stuck-operations",
        { query }
      ),
    placeholderData: (previous) => previous,
  })

/** Retries one quarantined operation (the staff secondary password). */
export function useRetryStuck() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, secondary_password }: GuardedStep) =>
      postJson<{ retry: RetryAnswer }>(`/admin/stuck-operations/${id}/retry`, {
        secondary_password,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  })
}
