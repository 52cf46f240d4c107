import { z } from "@medusajs/framework/zod"
import Decimal from "decimal.js"

/** The most members a staff request may simulate: bounds the server's work (~15 s per plan at 100,000). */
export const MAX_MEMBERS = 200_000

const int = (min: number, max: number, fallback: number) =>
  z
    .number({ error: "invalid_data" })
    .int({ error: "invalid_data" })
    .min(min, { error: "out_of_range" })
    .max(max, { error: "out_of_range" })
    .default(fallback)

const share = (fallback: number) =>
  z
    .number({ error: "invalid_data" })
    .min(0, { error: "out_of_range" })
    .max(1, { error: "out_of_range" })
    .default(fallback)

/** POST /admin/simulations: one or two plans (versions and/or drafts) over one network. */
export const AdminSimulate = z
  .strictObject(
    {
      source: z
        .enum(["growth", "current"], { error: "invalid_data" })
        .default("growth"),
      plan_versions: z
        .array(
          z
            .number({ error: "invalid_data" })
            .int({ error: "invalid_data" })
            .min(1, { error: "plan_version_not_found" }),
          { error: "invalid_data" }
        )
        .max(2, { error: "invalid_length" })
        .default([]),
      /** Partial plans, each deep-merged onto the version in force. */
      plan_drafts: z
        .array(z.record(z.string(), z.unknown(), { error: "invalid_data" }), {
          error: "invalid_data",
        })
        .max(2, { error: "invalid_length" })
        .default([]),
      members: int(1, MAX_MEMBERS, 10_000),
      days: int(1, 3650, 30),
      gold_share: share(0.3),
      skew: share(0.5),
      seed: int(0, 2 ** 32 - 1, 1),
      activation_share: share(1),
      upgrade_share: share(0),
      /** The UUC price for the split; the current price when left out. */
      price: z
        .string({ error: "invalid_decimal" })
        .regex(/^\d{1,12}(\.\d{1,8})?$/, { error: "invalid_decimal" })
        .refine((v) => new Decimal(v).gt(0), { error: "invalid_amount" })
        .optional(),
    },
    { error: "invalid_data" }
  )
  .refine(
    (b) => {
      const n = b.plan_versions.length + b.plan_drafts.length
      return n >= 1 && n <= 2
    },
    { error: "plans_required", path: ["plan_versions"] }
  )
export type AdminSimulateType = z.infer<typeof AdminSimulate>
