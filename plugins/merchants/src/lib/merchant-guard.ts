import type {
  AuthenticatedMedusaRequest,
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdOf } from "@uuc/http"
import { ports } from "./ports"

/**
 * Every `/store/merchant/*` route: the member's passed merchant account, else 403
 * `merchant_license_missing` ("No license at present"). The merchant's id is kept
 * on `res.locals` for the route, which filters every query by it.
 */
export async function requireMerchant(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction
) {
  try {
    const merchant = await ports(req.scope).merchants.merchantOfMember(
      memberIdOf(req as AuthenticatedMedusaRequest)
    )
    if (!merchant)
      throw new AppError(
        MedusaError.Types.FORBIDDEN,
        "merchant_license_missing"
      )
    res.locals.merchant_id = merchant.id
    next()
  } catch (e) {
    next(e)
  }
}

/** The merchant `requireMerchant` found for this request. */
export function merchantIdOf(res: MedusaResponse): string {
  const id = res.locals.merchant_id
  if (typeof id !== "string")
    throw new AppError(MedusaError.Types.FORBIDDEN, "merchant_license_missing")
  return id
}
