import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { memberIdOf } from "@uuc/http"
import { conditionsOf, ports } from "../../../../lib/ports"
import { presentApplication } from "../../../../lib/present"
import type { MerchantStanding } from "../../../answers"

/**
 * GET /store/merchant-applications/me: the conditions (the plan's star level and
 * the member's), the latest application and the merchant account if passed.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const member_id = memberIdOf(req)
  const p = ports(req.scope)
  const [conditions, application, merchant] = await Promise.all([
    conditionsOf(p, member_id),
    p.merchants.latestApplication(member_id),
    p.merchants.merchantOfMember(member_id),
  ])
  res.json({
    conditions,
    application: application ? presentApplication(application) : null,
    merchant: merchant
      ? {
          id: merchant.id,
          created_at: new Date(merchant.created_at).toISOString(),
        }
      : null,
  } satisfies MerchantStanding)
}
