import { MedusaError } from "@medusajs/framework/utils"
import type { CardKind, Plan } from "@uuc/data"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"

/**
 * What buying `card` means for a member holding `held` (rules.md §2): a first card
 * pays its price; standard → gold is an upgrade paying the difference (a gold
 * activation with P = the difference); anything else is refused.
 */
export function decideActivation(
  plan: Plan,
  held: CardKind | null,
  card: CardKind
): { kind: "activation" | "upgrade"; amount: string } {
  if (held === "gold")
    throw new AppError(
      MedusaError.Types.NOT_ALLOWED,
      "card_already_gold",
      "card"
    )
  if (held === card)
    throw new AppError(
      MedusaError.Types.NOT_ALLOWED,
      "card_already_active",
      "card"
    )
  if (held === "standard")
    return {
      kind: "upgrade",
      amount: new Decimal(plan.cards.gold.price)
        .minus(plan.cards.standard.price)
        .toFixed(8),
    }
  return {
    kind: "activation",
    amount: new Decimal(plan.cards[card].price).toFixed(8),
  }
}
