import { z } from "@medusajs/framework/zod"
import type { Plan } from "@uuc/data"
import Decimal from "decimal.js"

/*
 * The plan document of api.md, validated key by key. Unknown keys are refused (a
 * typo must not pass silently). Issue messages are error codes: @uuc/errors answers
 * them as `{ code, message, field }`, the field being the path ("bonuses.layer.rates.0").
 */

const DECIMAL = /^\d{1,12}(\.\d{1,8})?$/

/** A non-negative decimal string with at most 8 places ("100", "0.15"). */
const decimal = z
  .string({ error: "invalid_decimal" })
  .regex(DECIMAL, { error: "invalid_decimal" })

/** A decimal string in [0, 1]. */
const rate = decimal.refine((v) => new Decimal(v).lte(1), {
  error: "invalid_rate",
})

const positive = decimal.refine((v) => new Decimal(v).gt(0), {
  error: "invalid_amount",
})

const int = (min: number, max: number) =>
  z
    .number({ error: "invalid_integer" })
    .int({ error: "invalid_integer" })
    .min(min, { error: "out_of_range" })
    .max(max, { error: "out_of_range" })

const obj = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, { error: "invalid_plan_key" })

const unique = <T>(list: T[]) => new Set(list).size === list.length

/** A fixed-length list (layers 1..5, ranks 1..10). */
const listOf = <T extends z.ZodType>(item: T, length: number) =>
  z.array(item, { error: "invalid_list" }).length(length, {
    error: "invalid_length",
  })

const triggers = z
  .array(z.enum(["activation", "order"], { error: "invalid_trigger" }), {
    error: "invalid_list",
  })
  .max(2, { error: "invalid_length" })
  .refine(unique, { error: "duplicate_value" })

const teamLevels = <T extends z.ZodType>(value: T) =>
  obj({ V1: value, V2: value, V3: value, V4: value, V5: value })

const timezone = z.string({ error: "invalid_timezone" }).refine(
  (tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz })
      return true
    } catch {
      return false
    }
  },
  { error: "invalid_timezone" }
)

const card = obj({ price: positive, price_ratio: rate, points: decimal })

const ascending = (values: string[]) =>
  values.every((v, i) => i === 0 || new Decimal(v).gt(values[i - 1]))

export const PlanSchema = obj({
  timezone,
  cards: obj({ standard: card, gold: card }).refine(
    (c) => new Decimal(c.gold.price).gt(c.standard.price),
    { error: "gold_price_not_above_standard", path: ["gold", "price"] }
  ),
  split: obj({ usdt: rate, uuc: rate, pool_share_of_uuc: rate }).refine(
    (s) => new Decimal(s.usdt).plus(s.uuc).eq(1),
    { error: "split_not_whole", path: ["uuc"] }
  ),
  levels: obj({
    star_max: int(1, 5),
    team_volume: teamLevels(positive).refine(
      (t) => ascending([t.V1, t.V2, t.V3, t.V4, t.V5]),
      { error: "not_ascending" }
    ),
  }),
  bonuses: obj({
    referral: obj({ rate, triggers }),
    layer: obj({
      rates: listOf(rate, 5),
      cards: z
        .array(z.enum(["standard", "gold"], { error: "invalid_card" }), {
          error: "invalid_list",
        })
        .max(2, { error: "invalid_length" })
        .refine(unique, { error: "duplicate_value" }),
      min_star: listOf(int(0, 5), 5),
      loan_factor: rate,
      loan_min_direct: int(0, 1000),
      triggers,
    }),
    team: obj({ rates: teamLevels(rate), triggers }),
    community: obj({ rate, triggers }),
    merchant: obj({ rate }),
    daily_top: obj({
      rewards: listOf(decimal, 10),
      first_place_min: int(0, 1000),
    }),
  }),
  settlement: obj({
    delay_hours: int(0, 24 * 365),
    elimination_days: int(0, 3650),
    // Optional: true lets bonuses settle inside the refund window (rules.md §4).
    before_refund_window: z.boolean({ error: "invalid_boolean" }).optional(),
  }),
  withdrawal: obj({
    min: decimal,
    per_day: int(0, 100),
    closed_weekdays: z
      .array(int(0, 6), { error: "invalid_list" })
      .max(7, { error: "invalid_length" })
      .refine(unique, { error: "duplicate_value" }),
    fee_rate: rate,
    reduced_fee_rate: rate,
    reduced_fee_min_direct: int(0, 1000),
    // Optional (earlier versions lack it): the ledger's default is 24.
    wallet_cooling_hours: int(0, 24 * 365).optional(),
  }),
  exchange: obj({ sell_share_of_bought: rate }),
  shop: obj({
    point_value: decimal,
    uuc_burn_share: rate,
    merchant_min_star: int(0, 5),
    merchant_commission: rate,
    auto_receive_days: int(0, 365),
    // Optional: most units of one specification in a cart line (default 99).
    max_quantity: int(1, 9999).optional(),
  }),
  loan: obj({ interest: rate }),
  refund: obj({ cooling_off_days: int(0, 365) }),
  // Optional: plan versions saved before it existed stay valid (default 1000 USD).
  limits: obj({ adjustment_review: decimal }).optional(),
}).refine(
  // A bonus settled while its card can still be refunded can be moved away before
  // the refund takes it back (rules.md §4, Settlement): only an explicit choice.
  (p) =>
    p.settlement.before_refund_window === true ||
    p.settlement.delay_hours >= p.refund.cooling_off_days * 24,
  {
    error: "settlement_before_refund_window",
    path: ["settlement", "delay_hours"],
  }
)

// The schema and @uuc/data's Plan type must describe the same document.
type Parsed = z.infer<typeof PlanSchema>
export const asPlan = (parsed: Parsed): Plan => parsed as Plan
export type { Plan }
