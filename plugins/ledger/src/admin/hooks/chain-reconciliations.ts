import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  ChainReconciliationAnswer,
  ChainReconciliationDifferences,
  ChainReconciliations,
  ReconciliationDifferenceAnswer,
} from "../lib/types"
import { ledgerKeys } from "./keys"
import { sdk } from "@uuc/admin-kit"

type ListWindow = { limit: number; offset: number }

/** The reconciliations with the chains, newest first. */
export function useChainReconciliations(query: ListWindow) {
  return useQuery({
    queryKey: ledgerKeys.reconciliations(query),
    queryFn: () =>
      sdk.client.fetch<ChainReconciliations>("/admin/chain-reconciliations", {
        query,
      }),
    placeholderData: (previous) => previous,
  })
}

/** A run and a page of its differences (off while no run is chosen). */
export function useReconciliationDifferences(
  id: string | null,
  query: ListWindow
) {
  return useQuery({
    queryKey: ledgerKeys.reconciliationDifferences(id ?? "", query),
    queryFn: () =>
      sdk.client.fetch<ChainReconciliationDifferences>(
        `/admin/chain-reconciliations/${id}/differences`,
        { query }
      ),
    enabled: !!id,
    placeholderData: (previous) => previous,
  })
}

/** Runs a reconciliation now (the staff secondary password); the lists refresh. */
export function useRunReconciliation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { secondary_password: string }) =>
      sdk.client.fetch<ChainReconciliationAnswer>(
        "/admin/chain-reconciliations",
        { method: "POST", body }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

/** Marks a difference resolved with what staff did (the staff secondary password). */
export function useResolveDifference(runId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: {
      id: string
      resolution: string
      secondary_password: string
    }) =>
      sdk.client.fetch<ReconciliationDifferenceAnswer>(
        `/admin/chain-reconciliations/${runId}/differences/${input.id}/resolve`,
        {
          method: "POST",
          body: {
            resolution: input.resolution,
            secondary_password: input.secondary_password,
          },
        }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

/** A run's differences as CSV (a plain link: the session cookie authorizes it). */
export const differencesCsvUrl = (id: string) =>
  `/admin/chain-reconciliations/${id}/differences/export`
