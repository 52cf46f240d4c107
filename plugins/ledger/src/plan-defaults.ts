/**
 * The plan values the ledger uses, with the defaults of api.md's plan document
 * (rules.md §1, §5). The plan module (rewards plugin) will hold the versioned plan;
 * until then these apply. Keep every plan number the ledger reads in this one file.
 */
export type LedgerPlan = {
  timezone: string
  withdrawal: {
    min: string
    per_day: number
    /** 0 = Sunday … 6 = Saturday, in `timezone`. */
    closed_weekdays: number[]
    fee_rate: string
    reduced_fee_rate: string
    reduced_fee_min_direct: number
    /** Hours after a change of the payout wallet during which no withdrawal is taken. */
    wallet_cooling_hours: number
  }
  exchange: {
    /** A member may sell at most this share of the UUC they ever bought (the 2:1 rule). */
    sell_share_of_bought: string
  }
  limits: {
    /** A staff balance adjustment worth more USD than this waits for a second staff member. */
    adjustment_review: string
  }
}

export const PLAN_DEFAULTS: LedgerPlan = {
  timezone: "UTC",
  withdrawal: {
    min: "50",
    per_day: 1,
    closed_weekdays: [6, 0],
    fee_rate: "0.10",
    reduced_fee_rate: "0.05",
    reduced_fee_min_direct: 3,
    wallet_cooling_hours: 24,
  },
  exchange: { sell_share_of_bought: "0.5" },
  limits: { adjustment_review: "1000" },
}
