import type {
  IProductModuleService,
  MedusaContainer,
} from "@medusajs/framework/types"
import { MedusaError, Modules, ProductStatus } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import type { ListingStatus } from "./shop-fields"

// How goods map onto a Medusa product: shared by the create and the edit workflow.

/** The one product option: each specification (variant) is one of its values. */
export const SPEC = "Specification"

export const productStatus = (s: ListingStatus) =>
  s === "listed" ? ProductStatus.PUBLISHED : ProductStatus.DRAFT

/**
 * A USD price for Medusa: the decimal string itself (the pricing module stores
 * NUMERIC from strings, BigNumberInput), never a float; the workflow input types
 * name numbers.
 */
export const usd = (amount: string) => [
  {
    currency_code: "usd",
    amount: new Decimal(amount).toFixed() as unknown as number,
  },
]

/**
 * The spec's place in the staff's order. Variants of one create share a timestamp,
 * so the order is stored (the product model's variant_rank, absent from the
 * workflow's input type but stored by the product module).
 */
export const rank = (i: number) => ({ variant_rank: i }) as object

/** Refuses a category that does not exist, before anything changes. */
export async function checkCategory(
  container: MedusaContainer,
  id?: string | null
) {
  if (!id) return
  const [row] = await container
    .resolve<IProductModuleService>(Modules.PRODUCT)
    .listProductCategories({ id }, { select: ["id"], take: 1 })
  if (!row)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "category_not_found",
      "category"
    )
}
