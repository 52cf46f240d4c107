import { z } from "@medusajs/framework/zod"

/**
 * A partial plan document; its keys and values are checked by the plan module.
 * The staff secondary password sits beside them and is not part of the plan.
 */
export const AdminUpdatePlan = z
  .record(z.string(), z.unknown(), { error: "invalid_data" })
  .transform((body) => {
    const plan = { ...body }
    delete plan.secondary_password
    return plan
  })

export const VersionParam = z.coerce
  .number({ error: "plan_version_not_found" })
  .int({ error: "plan_version_not_found" })
  .min(1, { error: "plan_version_not_found" })
