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
