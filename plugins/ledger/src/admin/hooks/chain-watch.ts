import { useQuery } from "@tanstack/react-query"
import type { ChainWatch } from "../lib/types"
import { ledgerKeys } from "./keys"
import { sdk } from "@uuc/admin-kit"

/** Each watched chain's scan figures and the deposits that credited nothing. */
export function useChainWatch(query: { limit: number; offset: number }) {
  return useQuery({
    queryKey: ledgerKeys.chainWatch(query),
    queryFn: () =>
      sdk.client.fetch<ChainWatch>("/admin/chain-watch", { query }),
    placeholderData: (previous) => previous,
    refetchInterval: 30_000,
  })
}
