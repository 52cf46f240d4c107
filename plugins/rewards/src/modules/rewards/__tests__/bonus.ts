import type { Bonus } from "../../../engine/types"

/** A's referral bonus of 20 USD (15 USDT, 250 + 250 UUC), settled unless `over` says. */
export const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  type: "referral",
  beneficiary_id: "mem_A",
  beneficiary_username: "alice",
  rate: "0.10",
  amount_usd: "20.00000000",
  usdt: "15.00000000",
  repaid: "0.00000000",
  uuc: "250.00000000",
  uuc_pool: "250.00000000",
  status: "settled",
  plan_version: 1,
  explanation: { key: "rewards.bonus.referral", params: { buyer: "bob" } },
  ...over,
})
