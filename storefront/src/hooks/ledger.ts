import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from "@tanstack/react-query"
// The ledger plugin's answers, type-only (the build erases it): one declaration.
import type {
  Balances,
  BalancesAnswer,
  BurnAnswer,
  BurnView,
  ExchangeAnswer,
  ExchangeLimits,
  PoolMoveAnswer,
  PoolMoveView,
  RechargeAnswer,
  RechargeCheck,
  RechargeView,
  RecipientCheck,
  StoreBurns,
  StoreChainAddresses,
  StoreDepositAddress,
  StoreDepositAddresses,
  StoreEntries,
  StoreExchange,
  StoreExchanges,
  StoreLowPool,
  StoreRecharges,
  StoreTransfer,
  StoreTransfers,
  StoreWithdrawals,
  TransferAnswer,
  WithdrawalAnswer,
  StoreWithdrawalRules,
  WithdrawalRulesAnswer,
  WithdrawalView,
} from "@uuc/ledger/ledger-api"
import type { Chain } from "../lib/money"
import { api } from "../lib/sdk"
import { auth } from "./members"
import { failFast } from "../lib/query-retry"

export type {
  Balances,
  BurnView as Burn,
  ExchangeLimits,
  PoolMoveView as PoolMove,
  RechargeView as Recharge,
  StoreDepositAddress as DepositAddress,
  StoreExchange as Exchange,
  StoreTransfer as Transfer,
  StoreWithdrawalRules as WithdrawalRules,
  WithdrawalView as Withdrawal,
}

export const PAGE_SIZE = 10
/** The finance list is read more than the others: more lines per page. */
export const ENTRIES_PAGE_SIZE = 20

export const ledgerKeys = {
  all: ["ledger"] as const,
  balances: ["ledger", "balances"] as const,
  list: (name: string, page: number, filters?: object) =>
    ["ledger", name, page, filters ?? {}] as const,
  rules: ["ledger", "withdrawal-rules"] as const,
  chains: ["ledger", "chain-addresses"] as const,
  deposits: ["ledger", "deposit-addresses"] as const,
}

const page = (n: number) => ({ limit: PAGE_SIZE, offset: n * PAGE_SIZE })

export function useBalances() {
  return useQuery({
    queryKey: ledgerKeys.balances,
    queryFn: () =>
      api<BalancesAnswer>("/store/ledger/balances", {
        headers: auth(),
      }),
    staleTime: 0,
  })
}

export type EntryFilters = {
  asset?: string
  kind?: string
  from?: string
  to?: string
}

export function useEntries(n: number, filters: EntryFilters) {
  return useQuery({
    queryKey: ledgerKeys.list("entries", n, filters),
    queryFn: () =>
      api<StoreEntries>("/store/ledger/entries", {
        headers: auth(),
        query: {
          ...filters,
          limit: ENTRIES_PAGE_SIZE,
          offset: n * ENTRIES_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...failFast,
  })
}

export function useChainAddresses() {
  return useQuery({
    queryKey: ledgerKeys.chains,
    queryFn: () => api<StoreChainAddresses>("/store/chain-addresses"),
  })
}

/** The member's own deposit address per watched chain (empty: none watched). */
export function useDepositAddresses() {
  return useQuery({
    queryKey: ledgerKeys.deposits,
    queryFn: () =>
      api<StoreDepositAddresses>("/store/deposit-addresses", {
        headers: auth(),
      }),
    staleTime: 5 * 60 * 1000,
  })
}

/** A member's list route with `count`, `limit`, `offset`. */
function useList<T extends object>(name: string, path: string, n: number) {
  return useQuery({
    queryKey: ledgerKeys.list(name, n),
    queryFn: () => api<T>(path, { headers: auth(), query: page(n) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export const useRecharges = (n: number) =>
  useList<StoreRecharges>("recharges", "/store/recharges", n)
export const useWithdrawals = (n: number) =>
  useList<StoreWithdrawals>("withdrawals", "/store/withdrawals", n)
export const useTransfers = (n: number) =>
  useList<StoreTransfers>("transfers", "/store/transfers", n)
export const useExchanges = (n: number) =>
  useList<StoreExchanges>("exchanges", "/store/exchanges", n)
export const useBurns = (n: number) =>
  useList<StoreBurns>("burns", "/store/burns", n)
export const useLowPool = (n: number) =>
  useList<StoreLowPool>("low-pool", "/store/low-pool", n)

export function useWithdrawalRules() {
  return useQuery({
    queryKey: ledgerKeys.rules,
    queryFn: () =>
      api<WithdrawalRulesAnswer>("/store/withdrawals/rules", {
        headers: auth(),
      }),
    staleTime: 0,
  })
}

/** The status check of one recharge; `code: "not_detected"` while it is pending. */
export function useRechargeCheck() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api<RechargeCheck>(`/store/recharges/${encodeURIComponent(id)}`, {
        headers: auth(),
      }),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

/**
 * A POST that moves money, with the action's Idempotency-Key; balances, lists and
 * the member's figures (and what `also` names) are refetched after it.
 */
export function useMoneyPost<TBody, TAnswer>(
  path: string,
  also: QueryKey[] = []
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: TBody; key: string }) =>
      api<TAnswer>(path, {
        method: "POST",
        body,
        headers: { ...auth(), "idempotency-key": key },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ledgerKeys.all })
      void client.invalidateQueries({ queryKey: ["members", "me"] })
      for (const queryKey of also) void client.invalidateQueries({ queryKey })
    },
  })
}

export type RechargeInput = { amount: string; chain: Chain; tx_hash: string }
export type WithdrawalInput = {
  amount: string
  chain: Chain
  address: string
  secondary_password: string
  /** The authenticator code, with two-step verification on. */
  totp_code?: string
}
export type TransferInput = {
  to_username: string
  amount: string
  secondary_password: string
}

export const useCreateRecharge = () =>
  useMoneyPost<RechargeInput, RechargeAnswer>("/store/recharges")
export const useCreateWithdrawal = () =>
  useMoneyPost<WithdrawalInput, WithdrawalAnswer>("/store/withdrawals")
/**
 * Whether a member of this username exists (`GET /store/transfers/recipient`): the
 * wallet asks before the secondary password, so an unknown recipient is said at once.
 */
export const recipientExists = async (username: string) =>
  (
    await api<RecipientCheck>("/store/transfers/recipient", {
      headers: auth(),
      query: { username },
    })
  ).exists

export const useCreateTransfer = () =>
  useMoneyPost<TransferInput, TransferAnswer>("/store/transfers")
export const useCreateExchange = () =>
  useMoneyPost<
    { from: "USDT" | "UUC"; amount: string; secondary_password: string },
    ExchangeAnswer
  >("/store/exchanges")
export const useCreateBurn = () =>
  useMoneyPost<{ amount: string; secondary_password: string }, BurnAnswer>(
    "/store/burns"
  )
export const useCreatePoolMove = () =>
  useMoneyPost<{ amount: string; secondary_password: string }, PoolMoveAnswer>(
    "/store/low-pool"
  )
