import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import type { CardKind } from "@uuc/data"
import { memberIdOf } from "@uuc/http"
import Decimal from "decimal.js"
import { ports } from "#rewards/shared/ports"
import type { CardsAnswer } from "../../answers"

const CARDS: CardKind[] = ["standard", "gold"]

/**
 * GET /store/cards: the cards of the plan in force (price, member price ratio,
 * points) with what this member would pay for each now (null: not for sale to them).
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const p = ports(req.scope)
  const member_id = memberIdOf(req)
  const [{ version, plan }, node] = await Promise.all([
    p.plan.getPlan(),
    p.network.getNode(member_id),
  ])
  const pay = (card: CardKind) => {
    if (node.card === "gold" || node.card === card) return null
    const price = new Decimal(plan.cards[card].price)
    return (
      node.card === "standard" ? price.minus(plan.cards.standard.price) : price
    ).toFixed(8)
  }
  res.json({
    plan_version: version,
    card: node.card,
    active: node.active,
    cards: CARDS.map((card) => ({
      card,
      price: new Decimal(plan.cards[card].price).toFixed(8),
      price_ratio: plan.cards[card].price_ratio,
      points: plan.cards[card].points,
      pay: pay(card),
    })),
  } satisfies CardsAnswer)
}
