import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  AdminChainAddresses,
  AdminDepositAddresses,
  AdminTokenPrices,
  ChainAddressAnswer,
  RechargeLinkAnswer,
  RechargeLinks,
  TokenPriceAnswer,
} from "../lib/types"
import { ledgerKeys } from "./keys"
import { type GuardedStep, postOnce, sdk } from "@uuc/admin-kit"

export function useChainAddresses(history = false) {
  return useQuery({
    queryKey: ledgerKeys.chainAddresses(history),
    queryFn: () =>
      sdk.client.fetch<AdminChainAddresses>("/admin/chain-addresses", {
        query: history ? { history: "true" } : {},
      }),
  })
}

/** Members' own deposit addresses with their owners, newest first. */
export function useDepositAddresses(query: { limit: number; offset: number }) {
  return useQuery({
    queryKey: ledgerKeys.depositAddresses(query),
    queryFn: () =>
      sdk.client.fetch<AdminDepositAddresses>("/admin/deposit-addresses", {
        query,
      }),
    placeholderData: (previous) => previous,
  })
}

export function useSetChainAddress() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: {
      chain: string
      address: string
      secondary_password: string
    }) =>
      sdk.client.fetch<ChainAddressAnswer>("/admin/chain-addresses", {
        method: "POST",
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

export function useRechargeLinks() {
  return useQuery({
    queryKey: ledgerKeys.rechargeLinks(),
    queryFn: () => sdk.client.fetch<RechargeLinks>("/admin/recharge-links"),
  })
}

export type RechargeLinkInput = {
  title: string
  url: string
  sort_order?: number
  enabled?: boolean
  /** The acting staff member's secondary password (not stored). */
  secondary_password: string
}

export function useSaveRechargeLink() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: RechargeLinkInput & { id?: string }) =>
      sdk.client.fetch<RechargeLinkAnswer>(
        id ? `/admin/recharge-links/${id}` : "/admin/recharge-links",
        { method: "POST", body }
      ),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ledgerKeys.rechargeLinks() }),
  })
}

export function useDeleteRechargeLink() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, secondary_password }: GuardedStep) =>
      sdk.client.fetch(`/admin/recharge-links/${id}`, {
        method: "DELETE",
        body: { secondary_password },
      }),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: ledgerKeys.rechargeLinks() }),
  })
}

export function useTokenPrice(query: { limit: number; offset: number }) {
  return useQuery({
    queryKey: ledgerKeys.tokenPrice(query),
    queryFn: () =>
      sdk.client.fetch<AdminTokenPrices>("/admin/token-price", { query }),
    placeholderData: (previous) => previous,
  })
}

export function useSetTokenPrice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      price,
      secondary_password,
      key,
    }: {
      price: string
      secondary_password: string
      key: string
    }) =>
      postOnce<TokenPriceAnswer>(
        "/admin/token-price",
        { price, secondary_password },
        key
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
