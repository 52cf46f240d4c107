import type { Plan } from "@uuc/data"

/**
 * A plan version as the service and GET /admin/plan answer it. Here, apart from the
 * service, so the admin's type-check can read it without the service's decorators.
 */
export type PlanInForce = {
  version: number
  plan: Plan
  created_by: string | null
  created_at: string
}
