import { z } from "@medusajs/framework/zod"
import Decimal from "decimal.js"

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

export const VersionParam = z.coerce
  .number({ error: "plan_version_not_found" })
  .int({ error: "plan_version_not_found" })
  .min(1, { error: "plan_version_not_found" })

const secondaryPassword = z
  .string({ error: "secondary_password_required" })
  .min(1, { error: "secondary_password_required" })
  .max(200, { error: "invalid_data" })

export const StoreActivate = z.object({
  card: z.enum(["standard", "gold"], { error: "invalid_card" }),
  secondary_password: secondaryPassword,
})
export type StoreActivateType = z.infer<typeof StoreActivate>

export const AdminBonusRecordsQuery = PageQuery.extend({
  member: z.string({ error: "invalid_data" }).max(200).optional(),
  type: z
    .enum(["referral", "layer", "team", "community", "daily_top"], {
      error: "invalid_data",
    })
    .optional(),
  status: z
    .enum(
      [
        "settled",
        "pending_settlement",
        "pending_elimination",
        "eliminated",
        "clawed_back",
      ],
      {
        error: "invalid_data",
      }
    )
    .optional(),
  activation_id: z.string({ error: "invalid_data" }).max(200).optional(),
  from: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
  to: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
})
export type AdminBonusRecordsQueryType = z.infer<typeof AdminBonusRecordsQuery>

export const StoreBonusRecordsQuery = PageQuery.extend({
  type: AdminBonusRecordsQuery.shape.type,
  status: AdminBonusRecordsQuery.shape.status,
  activation_id: AdminBonusRecordsQuery.shape.activation_id,
})
export type StoreBonusRecordsQueryType = z.infer<typeof StoreBonusRecordsQuery>

export const StoreApplyLoan = z.object({
  card: z.enum(["standard", "gold"], { error: "invalid_card" }).default("gold"),
  secondary_password: secondaryPassword,
})
export type StoreApplyLoanType = z.infer<typeof StoreApplyLoan>

const loanStatus = z
  .enum(["pending", "rejected", "transferring", "passed", "repaid"], {
    error: "invalid_data",
  })
  .optional()

export const StoreLoansQuery = PageQuery.extend({ status: loanStatus })
export type StoreLoansQueryType = z.infer<typeof StoreLoansQuery>

export const AdminLoansQuery = StoreLoansQuery.extend({
  member: z.string({ error: "invalid_data" }).max(200).optional(),
})
export type AdminLoansQueryType = z.infer<typeof AdminLoansQuery>

export const AdminApproveLoan = z.object({
  reason: z.string({ error: "invalid_data" }).max(500).optional(),
  secondary_password: z
    .string({ error: "secondary_password_required" })
    .min(1, { error: "secondary_password_required" })
    .max(200, { error: "invalid_data" }),
})
export type AdminApproveLoanType = z.infer<typeof AdminApproveLoan>

export const AdminRejectLoan = z.object({
  reason: z
    .string({ error: "reason_required" })
    .trim()
    .min(1, { error: "reason_required" })
    .max(500, { error: "invalid_data" }),
  secondary_password: secondaryPassword,
})
export type AdminRejectLoanType = z.infer<typeof AdminRejectLoan>

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/

/** `?from&to&bands`: a period (default: the last 30 days) and ascending USD bounds. */
export const AdminIncomeDisclosureQuery = z
  .object({
    from: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
    to: z.iso.datetime({ error: "invalid_data", offset: true }).optional(),
    bands: z
      .string({ error: "invalid_bands" })
      .default("100,1000,10000")
      .transform((s) => s.split(",").map((b) => b.trim()))
      .refine(
        (list) =>
          list.length >= 1 &&
          list.length <= 20 &&
          list.every((b) => DECIMAL.test(b) && new Decimal(b).gt(0)) &&
          list.every((b, i) => i === 0 || new Decimal(list[i - 1]).lt(b)),
        { error: "invalid_bands" }
      ),
  })
  .transform((q) => {
    const to = q.to ?? new Date().toISOString()
    const from =
      q.from ?? new Date(Date.parse(to) - 30 * 86_400_000).toISOString()
    return { ...q, from, to }
  })
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), {
    error: "invalid_period",
    path: ["from"],
  })
export type AdminIncomeDisclosureQueryType = z.infer<
  typeof AdminIncomeDisclosureQuery
>

/** A body with only the staff secondary password (actions whose input is the path). */
export const StepUpBody = z.strictObject(
  { secondary_password: secondaryPassword },
  { error: "invalid_data" }
)

const reason = z
  .string({ error: "reason_required" })
  .trim()
  .min(1, { error: "reason_required" })
  .max(500, { error: "invalid_data" })

export const AdminRefund = z.object({
  reason,
  secondary_password: z
    .string({ error: "secondary_password_required" })
    .min(1, { error: "secondary_password_required" })
    .max(200, { error: "invalid_data" }),
})
export type AdminRefundType = z.infer<typeof AdminRefund>

export const StoreRefund = z.object({
  reason: reason.optional(),
  secondary_password: secondaryPassword,
})
export type StoreRefundType = z.infer<typeof StoreRefund>

export const AdminActivationsQuery = z.object({
  member_id: z
    .string({ error: "invalid_data" })
    .trim()
    .min(1, { error: "invalid_data" })
    .max(100, { error: "invalid_data" }),
})
export type AdminActivationsQueryType = z.infer<typeof AdminActivationsQuery>
