import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query"
// The rewards plugin's answers, type-only (the build erases it): one declaration.
import type {
  ActivationAnswer,
  ActivationOffer,
  ActivationsAnswer,
  BonusRecordStatus,
  BonusRecordType,
  CardKind,
  CardOffer,
  CardsAnswer,
  Leaderboard,
  LoanAnswer,
  LoansAnswer,
  LoanView,
  MemberActivation,
  RefundAnswer,
  StoreBonusRecord,
  StoreBonusRecordsAnswer,
} from "@uuc/rewards/rewards-api"
import { api } from "../lib/sdk"
import { auth, memberKeys } from "./members"
import { ledgerKeys, useMoneyPost } from "./ledger"

export type {
  ActivationOffer,
  BonusRecordStatus,
  BonusRecordType,
  CardKind,
  CardOffer,
  CardsAnswer as Cards,
  Leaderboard,
  LoanView as Loan,
  MemberActivation as Activation,
  StoreBonusRecord as BonusRecord,
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
    queryFn: () => api<CardsAnswer>("/store/cards", { headers: auth() }),
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
    ActivationAnswer
  >("/store/cards/activate", [rewardsKeys.all])

export type BonusFilters = {
  type?: BonusRecordType
  status?: BonusRecordStatus
}

export function useBonusRecords(page: number, filters: BonusFilters = {}) {
  return useQuery({
    queryKey: rewardsKeys.bonuses(page, filters),
    queryFn: () =>
      api<StoreBonusRecordsAnswer>("/store/bonus-records", {
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
      api<Pick<StoreBonusRecordsAnswer, "bonus_records">>(
        "/store/bonus-records",
        {
          headers: auth(),
          query: { activation_id: activationId!, limit: 50 },
        }
      ),
    enabled: !!activationId,
  })
}

/** The member's loans, newest first (the first is the one that matters). */
export function useLoans() {
  return useQuery({
    queryKey: rewardsKeys.loans,
    queryFn: () =>
      api<LoansAnswer>("/store/loans", {
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
      api<LoanAnswer>("/store/loans", {
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
      api<ActivationsAnswer>("/store/activations", {
        headers: auth(),
      }),
    staleTime: 0,
  })
}

/** Refunding one's own card within the cooling-off period (a money move). */
export const useRefundActivation = (id: string | null) =>
  useMoneyPost<{ secondary_password: string }, RefundAnswer>(
    `/store/activations/${id}/refund`,
    [rewardsKeys.all]
  )
