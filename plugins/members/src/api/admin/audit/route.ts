import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { auditPage } from "../../../lib/audit-log"
import type { AdminAuditQueryType } from "./validators"
import type { AuditLog } from "../../answers"

/** The audit log of every staff change: filters by who, what and when; pages. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset, ...filters } =
    req.validatedQuery as AdminAuditQueryType
  const { audit, count } = await auditPage(req.scope, filters, {
    limit,
    offset,
  })
  res.json({ audit, count, limit, offset } satisfies AuditLog)
}
