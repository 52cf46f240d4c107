import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CardKind } from "@uuc/data"
import Decimal from "decimal.js"
import { ports } from "#rewards/shared/ports"
import type { PlanCardsAnswer } from "../../../answers"

const CARDS: CardKind[] = ["standard", "gold"]

/**
 * GET /store/plan/cards, public: the two cards of the plan in force (price, member
 * price ratio, points) for /home, so the offer shown is the one that applies.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { version, plan } = await ports(req.scope).plan.getPlan()
  res.set("cache-control", "no-store").json({
    plan_version: version,
    cards: CARDS.map((card) => ({
      card,
      price: new Decimal(plan.cards[card].price).toFixed(8),
      price_ratio: plan.cards[card].price_ratio,
      points: plan.cards[card].points,
    })),
  } satisfies PlanCardsAnswer)
}
