import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
// The rewards plugin's answers, type-only (the build erases it): one declaration.
import type { ActivationOffer } from "@uuc/rewards/rewards-api"
import { api } from "../lib/sdk"
import { auth, memberKeys } from "./members"
import { ledgerKeys, useMoneyPost } from "./ledger"

export type { ActivationOffer }

export type CardKind = "standard" | "gold"

/** One card of `GET /store/cards`; `pay` is null when it is not for sale to this member. */
export type CardOffer = {
  card: CardKind
  price: string
  price_ratio: string
  points: number
  pay: string | null
}

export type Cards = {
  plan_version: number
  card: CardKind | null
  active: boolean
  cards: CardOffer[]
}

export type BonusType = "referral" | "layer" | "team" | "community"
export type BonusStatus =
  "pending" | "settled" | "pending_elimination" | "eliminated"

export type BonusRecord = {
  id: string
  activation_id: string
  type: BonusType | string
  rate: string
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
  status: BonusStatus
  plan_version: number
  description_key: string
  params: Record<string, unknown>
  created_at: string
  /** The plan version's split: USDT share, pool's share of the UUC (null: unknown). */
  split?: { usdt: string; pool_share_of_uuc: string } | null
  /** The UUC price (USD) the bonus was paid at; null when it came from no activation. */
  price?: string | null
}

export type BonusTotals = {
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
}

export type Activation = {
  id: string
  card: CardKind
  kind: "activation" | "upgrade"
  amount: string
  plan_version: number
  price: string
  status: string
  created_at: string
}

export type Loan = {
  id: string
  card: CardKind
  status: "pending" | "rejected" | "transferring" | "passed" | "repaid"
  principal: string | null
  owed: string | null
  repaid: string
  outstanding: string | null
  activation_id: string | null
  reason: string | null
  reviewed_at: string | null
  created_at: string
}

export const BONUS_PAGE_SIZE = 10

const rewardsKeys = {
  all: ["rewards"] as const,
  cards: ["rewards", "cards"] as const,
  leaderboard: ["rewards", "leaderboard"] as const,
  loans: ["rewards", "loans"] as const,
  bonuses: (page: number, filters: object) =>
    ["rewards", "bonuses", page, filters] as const,
  ofActivation: (id: string) => ["rewards", "bonuses", "activation", id],
}

export function useCards() {
  return useQuery({
    queryKey: rewardsKeys.cards,
    queryFn: () => api<Cards>("/store/cards", { headers: auth() }),
    staleTime: 0,
  })
}

/**
 * Buying or upgrading a card from USDT, with the action's Idempotency-Key; balances,
 * cards, bonuses and the member's figures are refetched after it.
 */
export const useActivateCard = () =>
  useMoneyPost<
    { card: CardKind; secondary_password: string },
    { activation: Activation; bonuses: unknown[] }
  >("/store/cards/activate", [rewardsKeys.all])

export type BonusFilters = { type?: string; status?: string }

export function useBonusRecords(page: number, filters: BonusFilters = {}) {
  return useQuery({
    queryKey: rewardsKeys.bonuses(page, filters),
    queryFn: () =>
      api<{
        bonus_records: BonusRecord[]
        count: number
        totals: BonusTotals
      }>("/store/bonus-records", {
        headers: auth(),
        query: {
          ...filters,
          limit: BONUS_PAGE_SIZE,
          offset: page * BONUS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** The member's bonus records of one activation: what explains its finance lines. */
export function useActivationBonuses(activationId: string | null) {
  return useQuery({
    queryKey: rewardsKeys.ofActivation(activationId ?? ""),
    queryFn: () =>
      api<{ bonus_records: BonusRecord[] }>("/store/bonus-records", {
        headers: auth(),
        query: { activation_id: activationId!, limit: 50 },
      }),
    enabled: !!activationId,
  })
}

/** The member's loans, newest first (the first is the one that matters). */
export function useLoans() {
  return useQuery({
    queryKey: rewardsKeys.loans,
    queryFn: () =>
      api<{ loans: Loan[]; count: number }>("/store/loans", {
        headers: auth(),
        query: { limit: 5 },
      }),
    staleTime: 0,
  })
}

export function useApplyLoan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { card: CardKind; secondary_password: string }) =>
      api<{ loan: Loan }>("/store/loans", {
        method: "POST",
        body,
        headers: auth(),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: rewardsKeys.all })
      void client.invalidateQueries({ queryKey: memberKeys.me })
      void client.invalidateQueries({ queryKey: ledgerKeys.all })
    },
  })
}

export type Leaderboard = {
  day: string
  timezone: string
  first_place_min: number
  standings: { rank: number; username: string; count: number; uuc: string }[]
  me: { rank: number | null; count: number }
}

/** Today's live daily top 10 (gold cards sponsored today), refreshed each minute. */
export function useLeaderboard() {
  return useQuery({
    queryKey: rewardsKeys.leaderboard,
    queryFn: () => api<Leaderboard>("/store/leaderboard", { headers: auth() }),
    refetchInterval: 60_000,
  })
}

export function useActivations() {
  return useQuery({
    queryKey: [...rewardsKeys.all, "activations"],
    queryFn: () =>
      api<{ activations: ActivationOffer[] }>("/store/activations", {
        headers: auth(),
      }),
    staleTime: 0,
  })
}

/** Refunding one's own card within the cooling-off period (a money move). */
export const useRefundActivation = (id: string | null) =>
  useMoneyPost<
    { secondary_password: string },
    { refund: { amount: string; points: string } | null }
  >(`/store/activations/${id}/refund`, [rewardsKeys.all])
