import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { incomeDisclosure } from "#rewards/reports/income-disclosure"
import type { IncomeDisclosureAnswer } from "#rewards/api/answers"
import type { AdminIncomeDisclosureQueryType } from "../validators"

/**
 * GET /admin/reports/income-disclosure?from&to&bands: members by earnings band,
 * with the median and percentiles of what members earned over the period.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as AdminIncomeDisclosureQueryType
  res.json({
    report: await incomeDisclosure(req.scope, {
      from: q.from,
      to: q.to,
      bounds: q.bands,
    }),
  } satisfies IncomeDisclosureAnswer)
}
