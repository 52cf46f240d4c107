import { useQuery } from "@tanstack/react-query"
// The rewards plugin's answers, type-only (the build erases it): one declaration.
import type {
  PlanCard,
  PlanCardsAnswer,
  PublicPlan,
} from "@uuc/rewards/rewards-api"
import { api } from "../lib/sdk"

export type { PlanCard }

/** The two cards of the plan in force (public: /home shows them before login). */
export function usePlanCards() {
  return useQuery({
    queryKey: ["plan", "cards"],
    queryFn: () => api<PlanCardsAnswer>("/store/plan/cards"),
  })
}

/**
 * The plan in force's public figures (what one point is worth in USD): public, so
 * the shop's points follow the plan staff set. Loading or failed: `pointValue` is
 * undefined, and nothing is said about points until it is known.
 */
export function usePlan() {
  const query = useQuery({
    queryKey: ["plan", "public"],
    queryFn: () => api<PublicPlan>("/store/plan"),
    staleTime: 60_000,
  })
  return { ...query, pointValue: query.data?.shop.point_value }
}
