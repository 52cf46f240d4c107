import type { Context, MedusaContainer } from "@medusajs/framework/types"

/**
 * Whether a member owes a loan (loan users can't withdraw). The rewards plugin owns
 * loans and registers `rewards` with `isBorrowing`; it is required (package.json
 * `uuc.needs`), never assumed absent: a missing module fails the request.
 */
export type BorrowingCheck = {
  isBorrowing(memberId: string, ctx?: Context): Promise<boolean>
}

/** `ctx`: a ledger transaction's context, so the read is part of that transaction. */
export async function isBorrowing(
  container: MedusaContainer,
  memberId: string,
  ctx?: Context
) {
  const rewards = container.resolve<BorrowingCheck>("rewards")
  return !!(await rewards.isBorrowing(memberId, ctx))
}
