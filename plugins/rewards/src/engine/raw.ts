import type { BonusType, Earner } from "./types"
import { D, type Dec } from "./money"

/** A bonus before its split: who earns what, and why. */
export type RawBonus = {
  type: BonusType
  earner: Earner
  rate: string
  amount: Dec
  params: Record<string, string | number>
}

/** Who may earn at all: active members (frozen ones too, but their bonus waits). */
export const canEarn = (e: Earner) => e.active

/** Whether the member owes anything on a loan. */
export const owesLoan = (e: Earner) => new D(e.owes).gt(0)
