import { model } from "@medusajs/framework/utils"

/**
 * Side effects already done for an activation (e.g. its `card.activated` event),
 * keyed by the caller: a reconciler replaying an activation finds the key and does
 * not repeat them. Activations and bonus records themselves are plain SQL tables
 * (NUMERIC money, see the migrations).
 */
export const RewardOperation = model.define("reward_operation", {
  id: model.id({ prefix: "rwop" }).primaryKey(),
  key: model.text().unique(),
  kind: model.text(),
})
