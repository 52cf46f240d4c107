import { useQuery } from "@tanstack/react-query"
import type {
  AdminPostings,
  PlatformAccountsAnswer,
  VerifyReport,
} from "../lib/types"
import { ledgerKeys } from "./keys"
import { sdk } from "@uuc/admin-kit"

export type PostingQuery = {
  member?: string
  account?: string
  asset?: string
  kind?: string
  from?: string
  to?: string
  members_only?: "true"
  limit: number
  offset: number
}

export function usePostings(query: PostingQuery) {
  return useQuery({
    queryKey: ledgerKeys.postings(query),
    queryFn: () =>
      sdk.client.fetch<AdminPostings>("/admin/ledger/postings", { query }),
    placeholderData: (previous) => previous,
  })
}

/** The CSV export of the same filters (a plain link: the session cookie authorizes it). */
export function exportUrl(query: Omit<PostingQuery, "limit" | "offset">) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v))
  return `/admin/ledger/postings/export?${params.toString()}`
}

export function usePlatformAccounts() {
  return useQuery({
    queryKey: ledgerKeys.accounts(),
    queryFn: () =>
      sdk.client.fetch<PlatformAccountsAnswer>("/admin/ledger/accounts"),
  })
}

export function useVerify(enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.verify(),
    queryFn: () => sdk.client.fetch<VerifyReport>("/admin/ledger/verify"),
    enabled,
  })
}
