import { plan as DEFAULTS, type Plan } from "@uuc/data"
import { parse } from "@uuc/errors"
import { deepMerge } from "../modules/plan/lib/merge"
import { asPlan, PlanSchema } from "../modules/plan/lib/schema"

/**
 * A draft plan: a partial document deep-merged onto a base (the defaults of
 * `@uuc/data` unless given; objects key by key, arrays and values replace) and
 * validated whole, exactly as `POST /admin/plan` would (AppError with the field).
 */
export function resolveDraft(patch: unknown, base: Plan = DEFAULTS): Plan {
  return asPlan(parse(PlanSchema, deepMerge(base, patch)))
}
