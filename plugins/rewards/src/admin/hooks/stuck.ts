import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { rewardKeys } from "./bonus-records"
import { type GuardedStep, postJson, sdk } from "@uuc/admin-kit"

// The answers as the server declares them (type-only: the build erases them).
import type {
  AdminStuckOperation,
  StuckOperationsAnswer,
  StuckRetryAnswer,
} from "../../api/answers"

/** A quarantined operation with its buyer's username. */
export type { AdminStuckOperation as StuckOperation }

export const useStuckOperations = (query: { limit: number; offset: number }) =>
  useQuery({
    queryKey: [...rewardKeys.all, "stuck", query],
    queryFn: () =>
      sdk.client.fetch<StuckOperationsAnswer>("/admin/stuck-operations", {
        query,
      }),
    placeholderData: (previous) => previous,
  })

/** Retries one quarantined operation (the staff secondary password). */
export function useRetryStuck() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, secondary_password }: GuardedStep) =>
      postJson<StuckRetryAnswer>(`/admin/stuck-operations/${id}/retry`, {
        secondary_password,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  })
}
