import { z } from "@medusajs/framework/zod"
import { ASSETS, CHAINS } from "../modules/ledger/lib/accounts"
import {
  ADDRESS_PATTERN,
  amountProblem,
  TX_HASH_PATTERN,
} from "../modules/ledger/lib/formats"

/**
 * A text field checked by `problem` (which answers an error code or null); missing
 * or empty answers `missing`. Issue messages are codes: @uuc/errors turns them into
 * `{ code, message, field }`.
 */
const field = (problem: (v: unknown) => string | null, missing: string) =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === "") {
      ctx.addIssue({ code: "custom", message: missing })
      return z.NEVER
    }
    const code = problem(v)
    if (code) {
      ctx.addIssue({ code: "custom", message: code })
      return z.NEVER
    }
    return String(v).trim()
  })

const text =
  (max: number, code = "invalid_data") =>
  (v: unknown) =>
    typeof v === "string" && v.trim().length > 0 && v.length <= max
      ? null
      : code
const oneOf = (values: readonly string[], code: string) => (v: unknown) =>
  typeof v === "string" && values.includes(v) ? null : code
const matching = (re: RegExp, code: string) => (v: unknown) =>
  typeof v === "string" && re.test(v.trim()) ? null : code

const amount = field(amountProblem, "quantity_required")
const chain = field(oneOf(CHAINS, "invalid_chain"), "invalid_chain")
const secondaryPassword = field(text(200), "password_required")
const txHash = field(matching(TX_HASH_PATTERN, "invalid_tx_hash"), "required")
const optionalTxHash = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === "") return null
    if (typeof v !== "string" || !TX_HASH_PATTERN.test(v.trim())) {
      ctx.addIssue({ code: "custom", message: "invalid_tx_hash" })
      return z.NEVER
    }
    return v.trim()
  })
const reason = field(text(1000), "reason_required")

// ── store ──────────────────────────────────────────────────────────────────

export const StoreCreateRecharge = z.object({ amount, chain, tx_hash: txHash })
export type StoreCreateRechargeType = z.infer<typeof StoreCreateRecharge>

export const StoreCreateWithdrawal = z.object({
  amount,
  chain,
  address: field(
    matching(ADDRESS_PATTERN, "invalid_address"),
    "address_required"
  ),
  secondary_password: secondaryPassword,
})
export type StoreCreateWithdrawalType = z.infer<typeof StoreCreateWithdrawal>

export const StoreCreateTransfer = z.object({
  to_username: field(text(64), "required"),
  amount,
  secondary_password: secondaryPassword,
})
export type StoreCreateTransferType = z.infer<typeof StoreCreateTransfer>

export const StoreCreateExchange = z.object({
  from: field(oneOf(["USDT", "UUC"], "invalid_asset"), "required"),
  amount,
  secondary_password: secondaryPassword,
})
export type StoreCreateExchangeType = z.infer<typeof StoreCreateExchange>

export const StoreAmount = z.object({
  amount,
  secondary_password: secondaryPassword,
})
export type StoreAmountType = z.infer<typeof StoreAmount>

const page = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
}
const instant = z.coerce.date().transform((d) => d.toISOString())

export const StoreEntriesQuery = z.object({
  asset: z.enum(ASSETS).optional(),
  kind: z.string().trim().min(1).max(60).optional(),
  from: instant.optional(),
  to: instant.optional(),
  ...page,
})
export type StoreEntriesQueryType = z.infer<typeof StoreEntriesQuery>

export const PageQuery = z.object(page)
export type PageQueryType = z.infer<typeof PageQuery>

// ── admin ──────────────────────────────────────────────────────────────────

export const AdminReviewRecharge = z.object({
  secondary_password: secondaryPassword,
  reason: z.string().trim().max(1000).optional(),
})
export type AdminReviewRechargeType = z.infer<typeof AdminReviewRecharge>

export const AdminRejectRecharge = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectRechargeType = z.infer<typeof AdminRejectRecharge>

export const AdminApproveWithdrawal = z.object({
  secondary_password: secondaryPassword,
  tx_hash: optionalTxHash,
})
export type AdminApproveWithdrawalType = z.infer<typeof AdminApproveWithdrawal>

export const AdminRejectWithdrawal = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectWithdrawalType = z.infer<typeof AdminRejectWithdrawal>

export const AdminAdjustment = z.object({
  asset: field(oneOf(["USDT", "UUC", "POINTS"], "invalid_asset"), "required"),
  direction: field(oneOf(["increase", "reduce"], "invalid_data"), "required"),
  amount,
  reason,
  secondary_password: secondaryPassword,
})
export type AdminAdjustmentType = z.infer<typeof AdminAdjustment>

export const AdminTokenPrice = z.object({
  price: field((v) => (amountProblem(v) ? "invalid_price" : null), "required"),
  secondary_password: secondaryPassword,
})
export type AdminTokenPriceType = z.infer<typeof AdminTokenPrice>

export const AdminChainAddress = z.object({
  chain,
  address: field(
    matching(ADDRESS_PATTERN, "invalid_address"),
    "address_required"
  ),
  secondary_password: secondaryPassword,
})
export type AdminChainAddressType = z.infer<typeof AdminChainAddress>

const url = (v: unknown) => {
  if (typeof v !== "string" || v.length > 2000) return "invalid_url"
  try {
    const u = new URL(v)
    return u.protocol === "https:" || u.protocol === "http:"
      ? null
      : "invalid_url"
  } catch {
    return "invalid_url"
  }
}

export const AdminCreateRechargeLink = z.object({
  title: field(text(200), "required"),
  url: field(url, "required"),
  sort_order: z.number().int().min(0).max(100000).optional(),
  enabled: z.boolean().optional(),
  secondary_password: secondaryPassword,
})
export type AdminCreateRechargeLinkType = z.infer<
  typeof AdminCreateRechargeLink
>

export const AdminUpdateRechargeLink = z.object({
  title: field(text(200), "required").optional(),
  url: field(url, "required").optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
  enabled: z.boolean().optional(),
  secondary_password: secondaryPassword,
})
export type AdminUpdateRechargeLinkType = z.infer<
  typeof AdminUpdateRechargeLink
>

const status = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional()

export const AdminRechargesQuery = z.object({
  status: status(["pending", "confirmed", "rejected"]),
  member: z.string().trim().min(1).max(64).optional(),
  ...page,
})
export type AdminRechargesQueryType = z.infer<typeof AdminRechargesQuery>

export const AdminAdjustmentReviewsQuery = z.object({
  status: status(["pending", "approved", "rejected"]),
  ...page,
})
export type AdminAdjustmentReviewsQueryType = z.infer<
  typeof AdminAdjustmentReviewsQuery
>

export const AdminApproveAdjustment = z.object({
  secondary_password: secondaryPassword,
})

export const AdminRejectAdjustment = z.object({
  secondary_password: secondaryPassword,
  reason,
})
export type AdminRejectAdjustmentType = z.infer<typeof AdminRejectAdjustment>

export const AdminWithdrawalsQuery = z.object({
  status: status(["open", "pending", "transferring", "passed", "rejected"]),
  member: z.string().trim().min(1).max(64).optional(),
  ...page,
})
export type AdminWithdrawalsQueryType = z.infer<typeof AdminWithdrawalsQuery>

export const AdminPostingsQuery = z.object({
  member: z.string().trim().min(1).max(64).optional(),
  account: z.string().trim().min(1).max(200).optional(),
  asset: z.enum(ASSETS).optional(),
  kind: z.string().trim().min(1).max(60).optional(),
  from: instant.optional(),
  to: instant.optional(),
  members_only: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  ...page,
})
export type AdminPostingsQueryType = z.infer<typeof AdminPostingsQuery>

export const AdminChainAddressesQuery = z.object({
  history: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
})
export type AdminChainAddressesQueryType = z.infer<
  typeof AdminChainAddressesQuery
>
