import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { ports } from "#rewards/shared/ports"
import type { StuckOperationsAnswer } from "#rewards/api/answers"
import type { PageQueryType } from "../../utils/validators"

/**
 * GET /admin/stuck-operations: activations and refunds the reconciler quarantined
 * after repeated failures (their money moved, their records did not follow), latest
 * first, with the buyer's username and the last error.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const q = req.validatedQuery as PageQueryType
  const p = ports(req.scope)
  const { operations, count } = await p.rewards.listStuckOperations({
    limit: q.limit,
    offset: q.offset,
  })
  const ids = [...new Set(operations.map((o) => o.member_id))]
  const rows = (
    ids.length
      ? await p.members.listMembers({ id: ids }, { select: ["id", "username"] })
      : []
  ) as { id: string; username?: string }[]
  const names = new Map(rows.map((m) => [m.id, m.username ?? null]))
  res.json({
    operations: operations.map((o) => ({
      ...o,
      username: names.get(o.member_id) ?? null,
    })),
    count,
    limit: q.limit,
    offset: q.offset,
  } satisfies StuckOperationsAnswer)
}
