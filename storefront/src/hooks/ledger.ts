import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from "@tanstack/react-query"
import type { Balances } from "@uuc/ledger/ledger-api"
import type { Line } from "../lib/ledger-lines"
import type { Chain } from "../lib/money"
import { api } from "../lib/sdk"
import { auth } from "./members"

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

/** `GET /store/balances`: one decimal string per asset (the ledger's type). */
export type { Balances }

/** The paging fields of a list answer. */
type Paged = { count: number; limit: number; offset: number }

export type Recharge = {
  id: string
  amount: string
  chain: Chain
  tx_hash: string
  to_address: string
  status: "pending" | "confirmed" | "rejected"
  reason: string | null
  created_at: string
}

export type Withdrawal = {
  id: string
  amount: string
  fee: string
  fee_rate: string
  net: string
  chain: Chain
  address: string
  status: "pending" | "transferring" | "passed" | "rejected"
  payout_tx_hash: string | null
  reason: string | null
  created_at: string
}

export type WithdrawalRules = {
  min: string
  per_day: number
  closed_weekdays: number[]
  timezone: string
  fee_rate: string
  reduced_fee_rate: string
  reduced_fee_min_direct: number
  active_direct_count: number
  chains: Chain[]
  today: string
  closed_today: boolean
  used_today: number
  borrowing: boolean
  available: string
}

export type Transfer = {
  id: string
  direction: "in" | "out"
  from_username: string
  to_username: string
  amount: string
  created_at: string
}

export type Exchange = {
  id: string
  from: "USDT" | "UUC"
  to: "USDT" | "UUC"
  amount_in: string
  amount_out: string
  price: string
  created_at: string
}

export type ExchangeLimits = {
  price: string
  bought: string
  sold: string
  sellable: string
  sell_share_of_bought: string
}

export type Burn = { id: string; amount: string; created_at: string }
export type PoolMove = { id: string; amount: string; created_at: string }

const page = (n: number) => ({ limit: PAGE_SIZE, offset: n * PAGE_SIZE })

export function useBalances() {
  return useQuery({
    queryKey: ledgerKeys.balances,
    queryFn: () =>
      api<{ balances: Balances }>("/store/ledger/balances", {
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
      api<Paged & { entries: Line[] }>("/store/ledger/entries", {
        headers: auth(),
        query: {
          ...filters,
          limit: ENTRIES_PAGE_SIZE,
          offset: n * ENTRIES_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useChainAddresses() {
  return useQuery({
    queryKey: ledgerKeys.chains,
    queryFn: () =>
      api<{
        chain_addresses: { chain: Chain; address: string; demo?: boolean }[]
        recharge_links: { id: string; title: string; url: string }[]
      }>("/store/chain-addresses"),
  })
}

export type DepositAddress = {
  chain: Chain
  address: string
  token: string
  confirmations: number
}

/** The member's own deposit address per watched chain (empty: none watched). */
export function useDepositAddresses() {
  return useQuery({
    queryKey: ledgerKeys.deposits,
    queryFn: () =>
      api<{ deposit_addresses: DepositAddress[] }>("/store/deposit-addresses", {
        headers: auth(),
      }),
    staleTime: 5 * 60 * 1000,
  })
}

/** A member's list route with `count`, `limit`, `offset`. */
function useList<T extends object>(name: string, path: string, n: number) {
  return useQuery({
    queryKey: ledgerKeys.list(name, n),
    queryFn: () => api<Paged & T>(path, { headers: auth(), query: page(n) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export const useRecharges = (n: number) =>
  useList<{ recharges: Recharge[] }>("recharges", "/store/recharges", n)
export const useWithdrawals = (n: number) =>
  useList<{ withdrawals: Withdrawal[] }>("withdrawals", "/store/withdrawals", n)
export const useTransfers = (n: number) =>
  useList<{ transfers: Transfer[] }>("transfers", "/store/transfers", n)
export const useExchanges = (n: number) =>
  useList<{ exchanges: Exchange[]; limits: ExchangeLimits }>(
    "exchanges",
    "/store/exchanges",
    n
  )
export const useBurns = (n: number) =>
  useList<{ burns: Burn[] }>("burns", "/store/burns", n)
export const useLowPool = (n: number) =>
  useList<{ balance: string; available_uuc: string; moves: PoolMove[] }>(
    "low-pool",
    "/store/low-pool",
    n
  )

export function useWithdrawalRules() {
  return useQuery({
    queryKey: ledgerKeys.rules,
    queryFn: () =>
      api<{ rules: WithdrawalRules }>("/store/withdrawals/rules", {
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
      api<{ recharge: Recharge; code?: string; message?: string }>(
        `/store/recharges/${encodeURIComponent(id)}`,
        { headers: auth() }
      ),
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
}
export type TransferInput = {
  to_username: string
  amount: string
  secondary_password: string
}

export const useCreateRecharge = () =>
  useMoneyPost<RechargeInput, { recharge: Recharge }>("/store/recharges")
export const useCreateWithdrawal = () =>
  useMoneyPost<WithdrawalInput, { withdrawal: Withdrawal }>(
    "/store/withdrawals"
  )
/**
 * Whether a member of this username exists (`GET /store/transfers/recipient`): the
 * wallet asks before the secondary password, so an unknown recipient is said at once.
 */
export const recipientExists = async (username: string) =>
  (
    await api<{ exists: boolean }>("/store/transfers/recipient", {
      headers: auth(),
      query: { username },
    })
  ).exists

export const useCreateTransfer = () =>
  useMoneyPost<
    TransferInput,
    { transfer: { id: string; to_username: string; amount: string } }
  >("/store/transfers")
export const useCreateExchange = () =>
  useMoneyPost<
    { from: "USDT" | "UUC"; amount: string; secondary_password: string },
    { exchange: Exchange }
  >("/store/exchanges")
export const useCreateBurn = () =>
  useMoneyPost<{ amount: string; secondary_password: string }, { burn: Burn }>(
    "/store/burns"
  )
export const useCreatePoolMove = () =>
  useMoneyPost<
    { amount: string; secondary_password: string },
    { move: PoolMove }
  >("/store/low-pool")
