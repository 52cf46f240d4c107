import { MedusaError } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import { SHOP_MODULE } from "../../modules/shop"
import type ShopModuleService from "../../modules/shop/service"
import { amountOf } from "../../lib/wallet-postings"
import {
  refuseChangedAtCommit,
  type CommitPlan,
} from "../../lib/checkout-commit"

/**
 * What the checkout adds to Medusa's completion input: its permit's nonce and
 * the total it planned and will record (decimal text).
 */
export type CheckoutCompletionInput = {
  id: string
  shop_permit: string
  shop_total?: string
  /** What the plan priced and debited, re-checked at commit. */
  shop_commit?: CommitPlan
}

type CompletionCart = {
  total?: unknown
  payment_collection?: {
    payment_sessions?: { status?: string; amount?: unknown }[] | null
  } | null
}

/** Sessions Medusa's completion would authorize (validateCartPaymentsStep's). */
const PAYABLE = new Set([
  "pending",
  "requires_more",
  "authorized",
  "captured",
  "pending_authorization",
])

/**
 * Whether the cart Medusa is completing (its own read, under the cart's lock)
 * costs exactly the checkout's planned total, and every session it would
 * authorize pays exactly that: Medusa authorizes a session's own amount without
 * comparing it with the cart's total.
 */
function paysPlannedTotal(cart: CompletionCart, planned: string): boolean {
  const total = amountOf(cart.total)
  if (!total.eq(planned)) return false
  if (total.lte(0)) return true
  return (cart.payment_collection?.payment_sessions ?? [])
    .filter((s) => PAYABLE.has(String(s.status)))
    .every((s) => amountOf(s.amount).eq(total))
}

// One way to pay: a cart is completed only by the shop's checkout
// (`POST /store/carts/:id/checkout`), whichever route or workflow runs Medusa's
// completion. The checkout writes a one-use permit and passes its nonce in the
// input; anything else (Medusa's `/store/carts/:id/complete`, a stale permit, a
// second use) is refused before an order is made or a payment authorized. The
// checkout's planned total is checked here, on the cart Medusa has just read
// (the checkout's plan reads the cart without its totals when a prepared
// session's amount stands for them); a cart whose total moved is refused with
// `cart_changed` before anything is authorized. The checkout always gives its
// total; only the bench's stock arm (a staff route off in production) gives none.
completeCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  const { id, shop_permit, shop_total, shop_commit } =
    input as Partial<CheckoutCompletionInput>
  const ok =
    typeof id === "string" &&
    typeof shop_permit === "string" &&
    (await container
      .resolve<ShopModuleService>(SHOP_MODULE)
      .takeCompletion(id, shop_permit))
  if (!ok)
    throw new AppError(MedusaError.Types.INVALID_DATA, "checkout_required")
  if (
    typeof shop_total === "string" &&
    !paysPlannedTotal(cart as CompletionCart, shop_total)
  )
    throw new AppError(MedusaError.Types.CONFLICT, "cart_changed")
  // the moment of commit (rules.md §7): re-read from each source under the
  // cart's lock and the member's money lock (workflows/checkout.ts)
  if (shop_commit)
    await refuseChangedAtCommit(
      container,
      cart as Parameters<typeof refuseChangedAtCommit>[1],
      shop_commit
    )
})
