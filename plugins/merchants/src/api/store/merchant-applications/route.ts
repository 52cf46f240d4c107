import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdOf } from "@uuc/http"
import { conditionsOf, ports } from "../../../lib/ports"
import { presentApplication } from "../../../lib/present"
import type { ApplicationAnswer } from "../../answers"
import type { StoreApplyType } from "./validators"

/**
 * POST /store/merchant-applications `{ description }`: "become a service provider".
 * Below the plan's `shop.merchant_min_star` nothing is stored (400
 * `merchant_conditions_not_met`); one pending application at a time (409).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreApplyType>,
  res: MedusaResponse
) {
  const member_id = memberIdOf(req)
  const p = ports(req.scope)
  if (!(await conditionsOf(p, member_id)).met)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "merchant_conditions_not_met"
    )
  const application = await p.merchants.apply({
    member_id,
    description: req.validatedBody.description,
  })
  res.status(201).json({
    application: presentApplication(application),
  } satisfies ApplicationAnswer)
}
