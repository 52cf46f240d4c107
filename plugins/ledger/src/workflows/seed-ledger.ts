import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { seedLedgerStep, type SeedLedgerInput } from "./steps/seed-ledger"

/** Seeds demo chain addresses and recharge links once (a rerun adds nothing). */
export const seedLedgerWorkflow = createWorkflow(
  "ledger-seed",
  (input: SeedLedgerInput) => new WorkflowResponse(seedLedgerStep(input))
)
