import { z } from "@medusajs/framework/zod"
import Decimal from "decimal.js"

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
