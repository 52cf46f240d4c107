import { useQuery } from "@tanstack/react-query"
import { api } from "../lib/sdk"

export type CardOffer = {
  card: "standard" | "gold"
  price: string
  price_ratio: string
  points: string
}

/** The two cards of the plan in force (public: /home shows them before login). */
export function usePlanCards() {
  return useQuery({
    queryKey: ["plan", "cards"],
    queryFn: () =>
      api<{ plan_version: number; cards: CardOffer[] }>("/store/plan/cards"),
  })
}

export type PublicPlan = {
  plan_version: number
  shop: { point_value: string }
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
