import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import Decimal from "decimal.js"
import { ports } from "#rewards/shared/ports"
import type { PublicPlan } from "../../answers"

/**
 * GET /store/plan, public: the figures of the plan in force the storefront shows
 * with the shop's goods (what one point is worth in USD), so the points a product
 * or a cart may use follow the plan staff set, not the default plan file.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { version, plan } = await ports(req.scope).plan.getPlan()
  res.set("cache-control", "no-store").json({
    plan_version: version,
    shop: { point_value: new Decimal(plan.shop.point_value).toFixed(8) },
  } satisfies PublicPlan)
}
