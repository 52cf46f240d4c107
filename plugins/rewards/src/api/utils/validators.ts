import { z } from "@medusajs/framework/zod"

// The validation helpers several resources share; each resource's own schemas sit in
// the `validators.ts` beside its `route.ts`.

const count = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(0, { error: "invalid_data" })
    .max(max, { error: "invalid_data" })
    .default(fallback)

export const PageQuery = z.object({
  limit: count(100, 20).refine((n) => n >= 1, { error: "invalid_data" }),
  offset: count(1_000_000, 0),
})
export type PageQueryType = z.infer<typeof PageQuery>

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
