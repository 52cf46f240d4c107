import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import type { ActivateCardInput } from "../activation/activate-card"
import { activateCardStep } from "./steps/activate-card"

/** A card activation or upgrade (or a loan's card on credit): `{ result, replayed }`. */
export const activateCardWorkflow = createWorkflow(
  "rewards-activate-card",
  (input: ActivateCardInput) => new WorkflowResponse(activateCardStep(input))
)
