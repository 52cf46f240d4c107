import { z } from "@medusajs/framework/zod"
import { CHAINS } from "../../modules/ledger/lib/accounts"
import {
  ADDRESS_PATTERN,
  amountProblem,
  TX_HASH_PATTERN,
} from "../../modules/ledger/lib/formats"

/**
 * The validation helpers several resources share; each resource's own schemas sit
 * in the `validators.ts` beside its `route.ts`.
 */

/**
 * A text field checked by `problem` (which answers an error code or null); missing
 * or empty answers `missing`. Issue messages are codes: @uuc/errors turns them into
 * `{ code, message, field }`.
 */
export const field = (
  problem: (v: unknown) => string | null,
  missing: string
) => {
  const code = (v: unknown) =>
    v === undefined || v === null || v === ""
      ? missing
      : (problem(v) ?? "invalid_data")
  return z
    .string({ error: (issue) => code(issue.input) })
    .refine((v) => v !== "" && problem(v) === null, {
      error: (issue) => code(issue.input),
    })
    .transform((v) => v.trim())
}

export const text =
  (max: number, code = "invalid_data") =>
  (v: unknown) =>
    typeof v === "string" && v.trim().length > 0 && v.length <= max
      ? null
      : code
export const oneOf =
  (values: readonly string[], code: string) => (v: unknown) =>
    typeof v === "string" && values.includes(v) ? null : code
export const matching = (re: RegExp, code: string) => (v: unknown) =>
  typeof v === "string" && re.test(v.trim()) ? null : code

export const amount = field(amountProblem, "quantity_required")
export const chain = field(oneOf(CHAINS, "invalid_chain"), "invalid_chain")
export const address = field(
  matching(ADDRESS_PATTERN, "invalid_address"),
  "address_required"
)
export const secondaryPassword = field(text(200), "password_required")
export const txHash = field(
  matching(TX_HASH_PATTERN, "invalid_tx_hash"),
  "required"
)
export const optionalTxHash = z
  .string({ error: "invalid_tx_hash" })
  .refine((v) => v === "" || TX_HASH_PATTERN.test(v.trim()), {
    error: "invalid_tx_hash",
  })
  .nullish()
  .transform((v) => v?.trim() || null)
export const reason = field(text(1000), "reason_required")

export const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
}
export const instant = z.coerce.date().transform((d) => d.toISOString())

export const status = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional()

export const PageQuery = z.object(page)
export type PageQueryType = z.infer<typeof PageQuery>

/** A money move of one amount, confirmed by the secondary password (burn, low pool). */
export const StoreAmount = z.object({
  amount,
  secondary_password: secondaryPassword,
})
export type StoreAmountType = z.infer<typeof StoreAmount>
