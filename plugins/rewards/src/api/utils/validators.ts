import { z } from "@medusajs/framework/zod"

// The validation helpers several resources share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`. The page query is every plugin's (@uuc/http).

export { PageQuery, type PageQueryType } from "@uuc/http"

export const secondaryPassword = z
  .string({ error: "secondary_password_required" })
  .min(1, { error: "secondary_password_required" })
  .max(200, { error: "invalid_data" })

/** A body with only the staff secondary password (actions whose input is the path). */
export const StepUpBody = z.strictObject(
  { secondary_password: secondaryPassword },
  { error: "invalid_data" }
)

export const reason = z
  .string({ error: "reason_required" })
  .trim()
  .min(1, { error: "reason_required" })
  .max(500, { error: "invalid_data" })
