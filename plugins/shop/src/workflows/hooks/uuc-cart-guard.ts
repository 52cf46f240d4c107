import type { ICartModuleService } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { AppError } from "@uuc/errors"

// Medusa's cart update sets the cart's currency back to its region's (USD): a UUC
// cart would silently become a USD cart at its UUC prices. Its address goes
// through `POST /store/carts/:id/uuc-address` instead (lib/uuc-cart.ts).
updateCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const id = (cart as { id?: string } | undefined)?.id
  if (!id) return
  const { currency_code } = await container
    .resolve<ICartModuleService>(Modules.CART)
    .retrieveCart(id, { select: ["id", "currency_code"] })
  if ((currency_code ?? "").toLowerCase() === "uuc")
    throw new AppError(MedusaError.Types.INVALID_DATA, "cart_is_uuc")
})
