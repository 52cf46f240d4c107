import type { MedusaContainer } from "@medusajs/framework/types"
import { optional } from "./container"

/**
 * Whether a member owes a loan (loan users can't withdraw). The rewards plugin owns
 * loans; until it registers `rewards` with `isBorrowing`, nobody is borrowing.
 */
export type BorrowingCheck = { isBorrowing(memberId: string): Promise<boolean> }

export async function isBorrowing(
  container: MedusaContainer,
  memberId: string
) {
  const rewards = optional<Partial<BorrowingCheck>>(container, "rewards")
  if (typeof rewards?.isBorrowing !== "function") return false
  return !!(await rewards.isBorrowing(memberId))
}
