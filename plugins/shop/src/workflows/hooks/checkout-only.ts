import { MedusaError } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"
import { SHOP_MODULE } from "../../modules/shop"
import type ShopModuleService from "../../modules/shop/service"

/** What the checkout adds to Medusa's completion input: its permit's nonce. */
export type CheckoutCompletionInput = { id: string; shop_permit: string }

// One way to pay (issue 22): a cart is completed only by the shop's checkout
// (`POST /store/carts/:id/checkout`), whichever route or workflow runs Medusa's
// completion. The checkout writes a one-use permit and passes its nonce in the
// input; anything else (Medusa's `/store/carts/:id/complete`, a stale permit, a
// second use) is refused before an order is made or a payment authorized.
completeCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const { id, shop_permit } = input as Partial<CheckoutCompletionInput>
  const ok =
    typeof id === "string" &&
    typeof shop_permit === "string" &&
    (await container
      .resolve<ShopModuleService>(SHOP_MODULE)
      .takeCompletion(id, shop_permit))
  if (!ok)
    throw new AppError(MedusaError.Types.INVALID_DATA, "checkout_required")
})
