import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readPlan } from "../../lib/plan"

/** The plan's share of bought UUC a member may sell (the 2:1 rule). */
export const exchangeTermsStep = createStep(
  "ledger-exchange-terms",
  async (_: void, { container }) =>
    new StepResponse((await readPlan(container)).exchange.sell_share_of_bought)
)
