import type { Bonus } from "../../../engine/types"

/** The debt_collected_* column values of a bonus (zeros when it collected none). */
export const collectedValues = (b: Pick<Bonus, "debt_collected">) => {
  const c = b.debt_collected
  return [c?.usd ?? "0", c?.usdt ?? "0", c?.uuc ?? "0", c?.uuc_pool ?? "0"]
}
